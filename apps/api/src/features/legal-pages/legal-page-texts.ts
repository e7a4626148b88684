// The imprint's and privacy pages' texts in the product's four languages.
import type { Locale } from '@studio/domain/locale';

export interface LegalPageTexts {
  imprint: string;
  privacy: string;
  platform: string;
  imprintOf: (name: string) => string;
  privacyOf: (name: string) => string;
  imprintDescription: (name: string) => string;
  privacyDescription: (name: string) => string;
  representative: string;
  address: string;
  email: string;
  phone: string;
  register: string;
  vatId: string;
  noImprint: string;
  noPlatformImprint: string;
  controllerTitle: string;
  controller: (studio: string) => string;
  platformRole: (platform: string) => string;
  whatTitle: string;
  what: string[];
  whyTitle: string;
  why: string[];
  photosTitle: string;
  photos: string[];
  howLongTitle: string;
  howLong: string[];
  rightsTitle: string;
  rights: string[];
  askTitle: string;
  ask: (email: string) => string;
  askAccount: string;
  complaint: string;
  backToStudio: string;
}

const de: LegalPageTexts = {
  imprint: 'Impressum',
  privacy: 'Datenschutz',
  platform: 'Plattform',
  imprintOf: (name) => `Impressum – ${name}`,
  privacyOf: (name) => `Datenschutz – ${name}`,
  imprintDescription: (name) =>
    `Anbieterkennzeichnung von ${name}: wer das Studio betreibt und wie es erreichbar ist.`,
  privacyDescription: (name) =>
    `Wie ${name} und die Buchungsplattform deine Daten verarbeiten, wie lange, und deine Rechte.`,
  representative: 'Vertreten durch',
  address: 'Anschrift',
  email: 'E-Mail',
  phone: 'Telefon',
  register: 'Registereintrag',
  vatId: 'USt-IdNr.',
  noImprint: 'Dieses Studio hat seine Anbieterangaben noch nicht hinterlegt.',
  noPlatformImprint: 'Der Betreiber dieser Installation hat seine Anbieterangaben noch nicht hinterlegt.',
  controllerTitle: 'Verantwortlich',
  controller: (studio) =>
    `Verantwortlich für deine Buchungen, Stempelkarten, Gutscheine und Bestellungen bei diesem Studio ist ${studio}.`,
  platformRole: (platform) =>
    `Die Buchungsplattform (${platform}) betreibt die Technik im Auftrag des Studios und ist selbst verantwortlich für dein Konto.`,
  whatTitle: 'Welche Daten verarbeitet werden',
  what: [
    'Kontodaten: Name, E-Mail-Adresse, Telefonnummer (falls angegeben), Sprache.',
    'Buchungen: Behandlungen, Termine, Mitarbeiterin, Notizen, Absagen und Nichterscheinen.',
    'Treue und Zahlungen: Stempel, Gutscheine, Deals, Bestellungen; Zahlungen über den Zahlungsdienstleister (keine Kartendaten beim Studio).',
    'Technisch: IP-Adresse und Zeitpunkt von Anfragen (Sicherheit), anonyme Seitenaufrufe ohne Cookies.',
  ],
  whyTitle: 'Wozu',
  why: [
    'Um deine Buchungen und Käufe auszuführen und dich daran zu erinnern (Art. 6 Abs. 1 lit. b DSGVO).',
    'Um gesetzliche Aufbewahrungspflichten zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO).',
    'Um die Plattform sicher zu betreiben und Missbrauch abzuwehren (Art. 6 Abs. 1 lit. f DSGVO).',
    'Werbung nur, wenn du eingewilligt hast; die Einwilligung ist jederzeit widerrufbar (Art. 6 Abs. 1 lit. a DSGVO).',
  ],
  photosTitle: 'Fotos deiner Nägel',
  photos: [
    'Was: Das Studio kann nach einem Termin Fotos deiner Nägel zu deiner Kundenkarte legen, damit es weiß, was es gemacht hat. Die Fotos werden ohne Kameradaten (Ort, Gerät, Zeit) gespeichert.',
    'Einwilligung: Ein Foto wird nur gespeichert, wenn du zugestimmt hast; der Zeitpunkt deiner Einwilligung wird festgehalten (Art. 6 Abs. 1 lit. a DSGVO). Du kannst sie jederzeit widerrufen, dann löscht das Studio die Fotos.',
    'Wer sie sieht: nur das Team des Studios (Inhaberin, Leitung und wer dich betreut), angemeldet. Die Fotos sind nie öffentlich und kein anderes Studio sieht sie.',
    'Löschung: wenn das Studio sie löscht, wenn du dein Konto löschst oder das Studio dich als Kundin oder Kunden löschen lässt, und bei Gästen ohne Konto mit deren Kontaktdaten drei Jahre nach dem letzten Besuch. Der Download deiner Daten enthält sie.',
  ],
  howLongTitle: 'Wie lange',
  howLong: [
    'Dein Konto, bis du es löschst.',
    'Als Gast ohne Konto: deine Kontaktdaten beim Studio drei Jahre nach deinem letzten Kontakt mit ihm (Besuch, Buchung, Reservierung oder Kauf).',
    'Buchungen bis zu drei Jahre nach dem Termin (Verjährungsfrist), danach werden sie gelöscht.',
    'Rechnungs- und Zahlungsbelege zehn Jahre, wie es das Steuerrecht verlangt (§ 147 AO).',
    'Sicherheitsprotokolle höchstens 30 Tage.',
  ],
  rightsTitle: 'Deine Rechte',
  rights: [
    'Auskunft über deine Daten (Art. 15 DSGVO) und eine Kopie in einem gängigen Format (Art. 20).',
    'Berichtigung (Art. 16) und Löschung (Art. 17), soweit keine Aufbewahrungspflicht besteht.',
    'Einschränkung der Verarbeitung (Art. 18) und Widerspruch (Art. 21).',
    'Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3).',
  ],
  askTitle: 'So forderst du Auskunft oder Löschung an',
  ask: (email) => `Schreib an ${email}; wir antworten innerhalb eines Monats.`,
  askAccount: 'Angemeldet kannst du unter „Konto“ alle Daten über dich herunterladen und dein Konto löschen.',
  complaint: 'Du kannst dich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa der deines Wohnorts.',
  backToStudio: 'Zur Studioseite',
};

const en: LegalPageTexts = {
  imprint: 'Imprint',
  privacy: 'Privacy',
  platform: 'Platform',
  imprintOf: (name) => `Imprint – ${name}`,
  privacyOf: (name) => `Privacy – ${name}`,
  imprintDescription: (name) => `Legal notice of ${name}: who runs the studio and how to reach it.`,
  privacyDescription: (name) =>
    `How ${name} and the booking platform process your data, for how long, and your rights.`,
  representative: 'Represented by',
  address: 'Address',
  email: 'Email',
  phone: 'Phone',
  register: 'Register entry',
  vatId: 'VAT ID',
  noImprint: 'This studio has not entered its legal details yet.',
  noPlatformImprint: 'The operator of this installation has not entered its legal details yet.',
  controllerTitle: 'Controller',
  controller: (studio) =>
    `${studio} is responsible for your bookings, stamp cards, vouchers and orders with this studio.`,
  platformRole: (platform) =>
    `The booking platform (${platform}) runs the technology on the studio's behalf and is itself responsible for your account.`,
  whatTitle: 'What is processed',
  what: [
    'Account: name, email address, phone number (if given), language.',
    'Bookings: treatments, times, team member, notes, cancellations and no-shows.',
    'Loyalty and payments: stamps, vouchers, deals, orders; payments through the payment provider (the studio never sees card details).',
    'Technical: IP address and time of requests (security), anonymous page views without cookies.',
  ],
  whyTitle: 'What for',
  why: [
    'To carry out your bookings and purchases and remind you of them (Art. 6(1)(b) GDPR).',
    'To keep records the law requires (Art. 6(1)(c) GDPR).',
    'To run the platform securely and stop abuse (Art. 6(1)(f) GDPR).',
    'Marketing only with your consent, which you can withdraw at any time (Art. 6(1)(a) GDPR).',
  ],
  photosTitle: 'Photos of your nails',
  photos: [
    'What: after a visit the studio may add photos of your nails to your client card, to know what it did. They are stored without the camera’s data (place, device, time).',
    'Consent: a photo is kept only when you agreed, and the time of your consent is recorded (Art. 6(1)(a) GDPR). You can withdraw it at any time; the studio then deletes the photos.',
    'Who sees them: only the studio’s team (owner, managers and whoever serves you), signed in. The photos are never public and no other studio sees them.',
    'Deletion: when the studio deletes them, when you delete your account or ask the studio to erase your client record, and for guests without an account together with their contact details three years after the last visit. The download of your data includes them.',
  ],
  howLongTitle: 'For how long',
  howLong: [
    'Your account, until you delete it.',
    'As a guest without an account: your contact details at the studio three years after your last contact with it (visit, booking, reservation or purchase).',
    'Bookings up to three years after the appointment (limitation period), then they are deleted.',
    'Invoices and payment records ten years, as tax law requires (§ 147 AO).',
    'Security logs at most 30 days.',
  ],
  rightsTitle: 'Your rights',
  rights: [
    'Access to your data (Art. 15 GDPR) and a copy in a common format (Art. 20).',
    'Rectification (Art. 16) and erasure (Art. 17), unless the law requires keeping it.',
    'Restriction of processing (Art. 18) and objection (Art. 21).',
    'Withdrawing consent for the future (Art. 7(3)).',
  ],
  askTitle: 'How to ask for a copy or deletion',
  ask: (email) => `Write to ${email}; you get an answer within one month.`,
  askAccount:
    'Signed in, you can download everything held about you and delete your account under "Account".',
  complaint:
    'You may complain to a data protection supervisory authority, for example the one where you live.',
  backToStudio: 'Back to the studio',
};

const vi: LegalPageTexts = {
  imprint: 'Thông tin pháp lý',
  privacy: 'Quyền riêng tư',
  platform: 'Nền tảng',
  imprintOf: (name) => `Thông tin pháp lý – ${name}`,
  privacyOf: (name) => `Quyền riêng tư – ${name}`,
  imprintDescription: (name) => `Thông tin pháp lý của ${name}: ai điều hành tiệm và cách liên hệ.`,
  privacyDescription: (name) =>
    `${name} và nền tảng đặt lịch xử lý dữ liệu của bạn như thế nào, trong bao lâu, và quyền của bạn.`,
  representative: 'Người đại diện',
  address: 'Địa chỉ',
  email: 'Email',
  phone: 'Điện thoại',
  register: 'Đăng ký kinh doanh',
  vatId: 'Mã số thuế VAT',
  noImprint: 'Tiệm này chưa nhập thông tin pháp lý.',
  noPlatformImprint: 'Đơn vị vận hành hệ thống này chưa nhập thông tin pháp lý.',
  controllerTitle: 'Bên chịu trách nhiệm',
  controller: (studio) =>
    `${studio} chịu trách nhiệm về lịch hẹn, thẻ tích điểm, phiếu quà tặng và đơn hàng của bạn tại tiệm này.`,
  platformRole: (platform) =>
    `Nền tảng đặt lịch (${platform}) vận hành kỹ thuật thay mặt tiệm và tự chịu trách nhiệm về tài khoản của bạn.`,
  whatTitle: 'Dữ liệu được xử lý',
  what: [
    'Tài khoản: tên, email, số điện thoại (nếu có), ngôn ngữ.',
    'Lịch hẹn: dịch vụ, thời gian, nhân viên, ghi chú, hủy hẹn và vắng mặt.',
    'Tích điểm và thanh toán: tem, phiếu quà tặng, ưu đãi, đơn hàng; thanh toán qua nhà cung cấp dịch vụ thanh toán (tiệm không thấy thông tin thẻ).',
    'Kỹ thuật: địa chỉ IP và thời điểm yêu cầu (bảo mật), lượt xem trang ẩn danh không dùng cookie.',
  ],
  whyTitle: 'Mục đích',
  why: [
    'Để thực hiện lịch hẹn, giao dịch và nhắc bạn (Điều 6(1)(b) GDPR).',
    'Để lưu hồ sơ theo yêu cầu của pháp luật (Điều 6(1)(c) GDPR).',
    'Để vận hành nền tảng an toàn và ngăn chặn lạm dụng (Điều 6(1)(f) GDPR).',
    'Quảng cáo chỉ khi bạn đồng ý; bạn có thể rút lại bất cứ lúc nào (Điều 6(1)(a) GDPR).',
  ],
  photosTitle: 'Ảnh móng của bạn',
  photos: [
    'Nội dung: sau buổi hẹn, tiệm có thể lưu ảnh móng của bạn vào thẻ khách hàng để biết đã làm gì. Ảnh được lưu không kèm dữ liệu máy ảnh (địa điểm, thiết bị, thời gian).',
    'Sự đồng ý: ảnh chỉ được lưu khi bạn đồng ý, và thời điểm bạn đồng ý được ghi lại (Điều 6(1)(a) GDPR). Bạn có thể rút lại bất cứ lúc nào; khi đó tiệm sẽ xóa ảnh.',
    'Ai được xem: chỉ đội ngũ của tiệm (chủ tiệm, quản lý và người phục vụ bạn) khi đã đăng nhập. Ảnh không bao giờ công khai và không tiệm nào khác xem được.',
    'Xóa: khi tiệm xóa ảnh, khi bạn xóa tài khoản hoặc yêu cầu tiệm xóa hồ sơ khách hàng của bạn, và với khách không có tài khoản thì cùng với thông tin liên hệ ba năm sau lần ghé cuối. Bản tải dữ liệu của bạn có kèm các ảnh này.',
  ],
  howLongTitle: 'Thời gian lưu trữ',
  howLong: [
    'Tài khoản: cho đến khi bạn xóa.',
    'Khách không có tài khoản: thông tin liên hệ tại tiệm được lưu ba năm kể từ lần liên hệ cuối (ghé tiệm, đặt lịch, đặt chỗ hoặc mua hàng).',
    'Lịch hẹn: tối đa ba năm sau buổi hẹn, sau đó bị xóa.',
    'Hóa đơn và chứng từ thanh toán: mười năm theo luật thuế (§ 147 AO).',
    'Nhật ký bảo mật: tối đa 30 ngày.',
  ],
  rightsTitle: 'Quyền của bạn',
  rights: [
    'Được biết dữ liệu của mình (Điều 15 GDPR) và nhận bản sao ở định dạng phổ biến (Điều 20).',
    'Sửa (Điều 16) và xóa (Điều 17), trừ khi pháp luật yêu cầu lưu giữ.',
    'Hạn chế xử lý (Điều 18) và phản đối (Điều 21).',
    'Rút lại sự đồng ý cho tương lai (Điều 7(3)).',
  ],
  askTitle: 'Cách yêu cầu bản sao hoặc xóa dữ liệu',
  ask: (email) => `Gửi email tới ${email}; bạn sẽ nhận được trả lời trong vòng một tháng.`,
  askAccount:
    'Khi đăng nhập, bạn có thể tải xuống toàn bộ dữ liệu về mình và xóa tài khoản trong mục "Tài khoản".',
  complaint: 'Bạn có thể khiếu nại với cơ quan giám sát bảo vệ dữ liệu, ví dụ nơi bạn sinh sống.',
  backToStudio: 'Về trang của tiệm',
};

const ar: LegalPageTexts = {
  imprint: 'البيانات القانونية',
  privacy: 'الخصوصية',
  platform: 'المنصة',
  imprintOf: (name) => `البيانات القانونية – ${name}`,
  privacyOf: (name) => `الخصوصية – ${name}`,
  imprintDescription: (name) => `البيانات القانونية لـ ${name}: من يدير الاستوديو وكيف يمكن التواصل معه.`,
  privacyDescription: (name) => `كيف يعالج ${name} ومنصة الحجز بياناتك، ولأي مدة، وما حقوقك.`,
  representative: 'يمثلها',
  address: 'العنوان',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  register: 'القيد في السجل',
  vatId: 'رقم ضريبة القيمة المضافة',
  noImprint: 'لم يُدخل هذا الاستوديو بياناته القانونية بعد.',
  noPlatformImprint: 'لم يُدخل مشغّل هذه المنصة بياناته القانونية بعد.',
  controllerTitle: 'الجهة المسؤولة',
  controller: (studio) => `${studio} مسؤول عن حجوزاتك وبطاقات الأختام والقسائم والطلبات لدى هذا الاستوديو.`,
  platformRole: (platform) =>
    `تشغّل منصة الحجز (${platform}) التقنية نيابة عن الاستوديو، وهي مسؤولة بنفسها عن حسابك.`,
  whatTitle: 'البيانات التي تتم معالجتها',
  what: [
    'الحساب: الاسم والبريد الإلكتروني ورقم الهاتف (إن وُجد) واللغة.',
    'الحجوزات: العلاجات والمواعيد والموظفة والملاحظات والإلغاءات وعدم الحضور.',
    'الولاء والمدفوعات: الأختام والقسائم والعروض والطلبات؛ الدفع عبر مزوّد خدمة الدفع (لا يرى الاستوديو بيانات البطاقة).',
    'تقنيًا: عنوان IP ووقت الطلبات (للأمان)، ومشاهدات صفحات مجهولة الهوية دون ملفات تعريف الارتباط.',
  ],
  whyTitle: 'لأي غرض',
  why: [
    'لتنفيذ حجوزاتك ومشترياتك وتذكيرك بها (المادة 6(1)(ب) من اللائحة العامة لحماية البيانات).',
    'للاحتفاظ بالسجلات التي يفرضها القانون (المادة 6(1)(ج)).',
    'لتشغيل المنصة بأمان ومنع إساءة الاستخدام (المادة 6(1)(و)).',
    'التسويق فقط بموافقتك، ويمكنك سحبها في أي وقت (المادة 6(1)(أ)).',
  ],
  photosTitle: 'صور أظافرك',
  photos: [
    'ما هي: بعد الموعد قد يضيف الاستوديو صوراً لأظافرك إلى بطاقة العميل الخاصة بك ليعرف ما قام به. تُحفظ الصور دون بيانات الكاميرا (المكان والجهاز والوقت).',
    'الموافقة: لا تُحفظ الصورة إلا بموافقتك، ويُسجَّل وقت موافقتك (المادة 6(1)(أ) من اللائحة العامة لحماية البيانات). يمكنك سحبها في أي وقت، وعندها يحذف الاستوديو الصور.',
    'من يراها: فريق الاستوديو فقط (المالكة والإدارة ومن يخدمك) بعد تسجيل الدخول. الصور ليست عامة أبداً ولا يراها أي استوديو آخر.',
    'الحذف: عندما يحذفها الاستوديو، أو عندما تحذف حسابك أو تطلب من الاستوديو محو سجلك كعميل، وبالنسبة للضيوف بلا حساب مع بيانات الاتصال بعد ثلاث سنوات من آخر زيارة. يتضمّنها تنزيل بياناتك.',
  ],
  howLongTitle: 'مدة الاحتفاظ',
  howLong: [
    'حسابك حتى تحذفه.',
    'كضيف بلا حساب: بيانات الاتصال الخاصة بك لدى الاستوديو لمدة ثلاث سنوات بعد آخر تواصل معه (زيارة أو حجز أو حجز طاولة أو شراء).',
    'الحجوزات حتى ثلاث سنوات بعد الموعد، ثم تُحذف.',
    'الفواتير وإيصالات الدفع عشر سنوات كما يفرض قانون الضرائب (§ 147 AO).',
    'سجلات الأمان 30 يومًا على الأكثر.',
  ],
  rightsTitle: 'حقوقك',
  rights: [
    'الاطلاع على بياناتك (المادة 15) والحصول على نسخة بصيغة شائعة (المادة 20).',
    'التصحيح (المادة 16) والحذف (المادة 17) ما لم يفرض القانون الاحتفاظ بها.',
    'تقييد المعالجة (المادة 18) والاعتراض (المادة 21).',
    'سحب الموافقة للمستقبل (المادة 7(3)).',
  ],
  askTitle: 'كيف تطلب نسخة من بياناتك أو حذفها',
  ask: (email) => `راسل ${email}؛ ستتلقى ردًا خلال شهر واحد.`,
  askAccount: 'بعد تسجيل الدخول يمكنك تنزيل كل البيانات المحفوظة عنك وحذف حسابك من قسم "الحساب".',
  complaint: 'يحق لك تقديم شكوى إلى سلطة رقابية لحماية البيانات، مثل سلطة مكان إقامتك.',
  backToStudio: 'العودة إلى صفحة الاستوديو',
};

export const legalPageTexts: Record<Locale, LegalPageTexts> = { de, en, vi, ar };
