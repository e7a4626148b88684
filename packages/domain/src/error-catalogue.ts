// The error catalogue: the product's codes, the identity codes and the generic codes of the
// HTTP contract. The API and the web app both read their texts from here.
import { maxClientPhotosPerClient } from './client-photo-limits.ts';
import type { ErrorCode, ErrorCodeNumber } from './error-codes.ts';
import type { Locale } from './locale.ts';

interface CatalogueEntry {
  status: number;
  de: string;
  en: string;
  vi?: string;
  ar?: string;
}

export const errorCatalogue = {
  1000: {
    status: 404,
    de: 'Der Deal wurde nicht gefunden.',
    en: 'The deal was not found.',
    vi: 'Không tìm thấy ưu đãi.',
    ar: 'لم يتم العثور على العرض.',
  },
  1001: {
    status: 404,
    de: 'Der Shop wurde nicht gefunden. Bitte überprüfe die Shop-ID.',
    en: 'The shop was not found. Please check the shop ID.',
    vi: 'Không tìm thấy cửa hàng. Vui lòng kiểm tra mã cửa hàng.',
    ar: 'لم يتم العثور على المتجر. يرجى التحقق من معرّف المتجر.',
  },
  1100: {
    status: 401,
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
    en: 'Wrong email or password. Please try again.',
    vi: 'Email hoặc mật khẩu không đúng.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
  1101: {
    status: 403,
    de: 'Dein Konto ist deaktiviert. Bitte wende dich an den Kundensupport.',
    en: 'Your account is disabled, please contact customer support.',
    vi: 'Tài khoản của bạn đã bị vô hiệu hóa, vui lòng liên hệ bộ phận hỗ trợ.',
    ar: 'حسابك معطّل، يرجى التواصل مع دعم العملاء.',
  },
  1102: {
    status: 403,
    de: 'Bitte bestätige zuerst deine E-Mail-Adresse.',
    en: 'Please verify your email address first.',
    vi: 'Vui lòng xác minh địa chỉ email của bạn trước.',
    ar: 'يرجى تأكيد بريدك الإلكتروني أولاً.',
  },
  1300: {
    status: 404,
    de: 'Die Bestellung wurde nicht gefunden.',
    en: 'The order was not found.',
    vi: 'Không tìm thấy đơn hàng.',
    ar: 'لم يتم العثور على الطلب.',
  },
  1302: {
    status: 400,
    de: 'Die Bestellung enthält ungültige Artikel.',
    en: 'The order contains invalid menu articles.',
    vi: 'Đơn hàng chứa món không hợp lệ.',
    ar: 'يحتوي الطلب على أصناف غير صالحة.',
  },
  1303: {
    status: 400,
    de: 'Dieser Tisch-QR-Code gilt hier nicht. Bitte scanne den QR-Code auf deinem Tisch.',
    en: 'This table QR code is not valid here. Please scan the QR code on your table.',
    vi: 'Mã QR của bàn này không hợp lệ ở đây. Vui lòng quét mã QR trên bàn của bạn.',
    ar: 'رمز QR الخاص بهذه الطاولة غير صالح هنا. يرجى مسح رمز QR الموجود على طاولتك.',
  },
  1320: {
    status: 409,
    de: 'Diese Bestellgruppe enthält keine Bestellungen.',
    en: 'There are no orders in this order group.',
    vi: 'Nhóm đơn hàng này không có đơn nào.',
    ar: 'لا توجد طلبات في مجموعة الطلبات هذه.',
  },
  1321: {
    status: 404,
    de: 'Die Bestellgruppe wurde nicht gefunden.',
    en: 'The order group was not found.',
    vi: 'Không tìm thấy nhóm đơn hàng.',
    ar: 'لم يتم العثور على مجموعة الطلبات.',
  },
  1322: {
    status: 409,
    de: 'Für dieses Konto sind mehrere Bestellsitzungen offen.',
    en: 'This account has several open order-group sessions.',
    vi: 'Tài khoản này có nhiều phiên đặt hàng đang mở.',
    ar: 'لدى هذا الحساب عدة جلسات طلب مفتوحة.',
  },
  1323: {
    status: 409,
    de: 'Die Bestellgruppe liegt außerhalb eines gültigen Zeitraums.',
    en: 'The order group is outside a valid time range.',
    vi: 'Nhóm đơn hàng nằm ngoài khoảng thời gian hợp lệ.',
    ar: 'مجموعة الطلبات خارج نطاق زمني صالح.',
  },
  2001: {
    status: 409,
    de: 'Nicht genügend Stempel, um die Karte einzulösen.',
    en: 'Not enough stamps to redeem this card.',
    vi: 'Không đủ tem để đổi thẻ.',
    ar: 'لا توجد طوابع كافية لاستبدال البطاقة.',
  },
  2002: {
    status: 409,
    de: 'Die Stempelkarte ist voll. Bitte löse sie ein, bevor du weitere Stempel sammelst.',
    en: 'The stamp card is full. Redeem it before collecting more stamps.',
    vi: 'Thẻ tem đã đầy. Hãy đổi thẻ trước khi tích thêm tem.',
    ar: 'بطاقة الطوابع ممتلئة. استبدلها قبل جمع المزيد من الطوابع.',
  },
  2003: {
    status: 409,
    de: 'Dieser Deal wurde bereits eingelöst.',
    en: 'This deal has already been redeemed.',
    vi: 'Ưu đãi này đã được sử dụng.',
    ar: 'تم استخدام هذا العرض بالفعل.',
  },
  2010: {
    status: 409,
    de: 'Bitte schließe zuerst den Kauf ab, bevor du den Deal einlöst.',
    en: 'Please complete the purchase before redeeming this deal.',
    vi: 'Vui lòng hoàn tất thanh toán trước khi dùng ưu đãi.',
    ar: 'يرجى إتمام الشراء قبل استخدام هذا العرض.',
  },
  2011: {
    status: 409,
    de: 'Dieser Deal erfordert keinen Kauf. Er wird mit der Bestellung eingelöst.',
    en: 'This deal does not require a purchase. It is redeemed with your order.',
    vi: 'Ưu đãi này không cần mua trước. Ưu đãi được áp dụng cùng đơn hàng.',
    ar: 'هذا العرض لا يتطلب شراءً. يتم استخدامه مع طلبك.',
  },
  2012: {
    status: 404,
    de: 'Der Kauf dieses Deals wurde nicht gefunden.',
    en: 'The purchase of this deal was not found.',
    vi: 'Không tìm thấy giao dịch mua ưu đãi.',
    ar: 'لم يتم العثور على عملية شراء هذا العرض.',
  },
  2014: {
    status: 409,
    de: 'Dieser Deal kann nicht eingelöst werden.',
    en: 'This deal cannot be redeemed.',
    vi: 'Không thể sử dụng ưu đãi này.',
    ar: 'لا يمكن استخدام هذا العرض.',
  },
  // Worded as studios know the rule: one push message per sender in 24 hours.
  2020: {
    status: 429,
    de: 'Du hast heute bereits eine Push-Nachricht gesendet. Du kannst erst in 24h eine neue Nachricht schicken.',
    en: 'You have already sent a push message today. You can send a new message only after 24 hours.',
    vi: 'Hôm nay bạn đã gửi một tin nhắn đẩy. Bạn chỉ có thể gửi tin nhắn mới sau 24 giờ.',
    ar: 'لقد أرسلت بالفعل رسالة إشعار اليوم. يمكنك إرسال رسالة جديدة بعد 24 ساعة فقط.',
  },
  2030: {
    status: 404,
    de: 'Der Gutschein wurde nicht gefunden.',
    en: 'The voucher was not found.',
    vi: 'Không tìm thấy phiếu quà tặng.',
    ar: 'لم يتم العثور على القسيمة.',
  },
  2031: {
    status: 409,
    de: 'Der Restwert des Gutscheins reicht für diesen Betrag nicht aus.',
    en: 'The voucher’s remaining value is too low for this amount.',
    vi: 'Giá trị còn lại của phiếu không đủ cho số tiền này.',
    ar: 'القيمة المتبقية للقسيمة أقل من هذا المبلغ.',
  },
  2032: {
    status: 409,
    de: 'Für dieses Studio sind noch keine Auszahlungen eingerichtet: Gutscheine können nicht verkauft oder eingelöst werden.',
    en: 'Payouts are not set up for this studio: vouchers cannot be sold or redeemed.',
    vi: 'Cửa hàng này chưa thiết lập nhận thanh toán: không thể bán hoặc sử dụng phiếu quà tặng.',
    ar: 'لم يتم إعداد المدفوعات لهذا الاستوديو: لا يمكن بيع القسائم أو استخدامها.',
  },
  2033: {
    status: 409,
    de: 'Der Gutschein ist nicht aktiv oder abgelaufen.',
    en: 'The voucher is inactive or has expired.',
    vi: 'Phiếu quà tặng không còn hiệu lực hoặc đã hết hạn.',
    ar: 'القسيمة غير نشطة أو منتهية الصلاحية.',
  },
  2040: {
    status: 409,
    de: 'Für diese Funktion ist ein höheres Paket nötig.',
    en: 'This feature needs a plan upgrade.',
    vi: 'Tính năng này cần nâng cấp gói.',
    ar: 'تتطلب هذه الميزة ترقية الباقة.',
  },
  2041: {
    status: 402,
    de: 'Die Zahlung konnte nicht verarbeitet werden. Bitte versuche es erneut.',
    en: 'The payment could not be processed. Please try again.',
    vi: 'Không thể xử lý thanh toán. Vui lòng thử lại.',
    ar: 'تعذّرت معالجة الدفع. يرجى المحاولة مرة أخرى.',
  },
  2050: {
    status: 409,
    de: 'Das Studio kann noch nicht live gehen: Es fehlt noch etwas (siehe Felder).',
    en: 'The studio cannot go live yet: something is still missing (see the fields).',
    vi: 'Cửa hàng chưa thể hoạt động: vẫn còn thiếu thông tin (xem các mục).',
    ar: 'لا يمكن للاستوديو أن يصبح متاحاً بعد: لا يزال هناك شيء ناقص (انظر الحقول).',
  },
  2060: {
    status: 422,
    de: 'Diese Aktion wurde bereits mit anderen Angaben ausgeführt. Bitte lade neu und prüfe den aktuellen Stand.',
    en: 'This action was already carried out with different details. Please reload and check the current state.',
    vi: 'Thao tác này đã được thực hiện với thông tin khác. Vui lòng tải lại và kiểm tra trạng thái hiện tại.',
    ar: 'تم تنفيذ هذا الإجراء بالفعل ببيانات مختلفة. يرجى إعادة التحميل والتحقق من الحالة الحالية.',
  },
  2070: {
    status: 503,
    de: 'Die Ortssuche ist gerade nicht erreichbar. Gib die Adresse bitte von Hand ein oder versuche es später erneut.',
    en: 'Place search is not available right now. Please enter the address by hand or try again later.',
    vi: 'Tìm kiếm địa điểm hiện không khả dụng. Vui lòng nhập địa chỉ thủ công hoặc thử lại sau.',
    ar: 'البحث عن الأماكن غير متاح حاليًا. يرجى إدخال العنوان يدويًا أو المحاولة لاحقًا.',
  },
  2080: {
    status: 409,
    de: 'Diese Adresse hat schon ein anderes Studio. Bitte wähle eine andere.',
    en: 'Another studio already has this address. Please choose another one.',
    vi: 'Địa chỉ này đã thuộc về một tiệm khác. Vui lòng chọn địa chỉ khác.',
    ar: 'هذا العنوان مستخدم بالفعل لاستوديو آخر. يرجى اختيار عنوان آخر.',
  },
  8000: {
    status: 404,
    de: 'Die Reservierung wurde nicht gefunden.',
    en: 'Reservation not found.',
    vi: 'Không tìm thấy đặt chỗ.',
    ar: 'لم يتم العثور على الحجز.',
  },
  8001: {
    status: 409,
    de: 'Diese Anfrage wurde bereits bearbeitet.',
    en: 'This request has already been handled.',
    vi: 'Yêu cầu này đã được xử lý.',
    ar: 'تمت معالجة هذا الطلب بالفعل.',
  },
  8002: {
    status: 409,
    de: 'Diese Anfrage ist abgelaufen.',
    en: 'This request has expired.',
    vi: 'Yêu cầu này đã hết hạn.',
    ar: 'انتهت صلاحية هذا الطلب.',
  },
  8003: {
    status: 409,
    de: 'Dieser Shop nimmt derzeit keine Reservierungen an.',
    en: 'This shop is not accepting reservations.',
    vi: 'Cửa hàng hiện không nhận đặt chỗ.',
    ar: 'هذا المتجر لا يقبل الحجوزات حالياً.',
  },
  8004: {
    status: 404,
    de: 'Die Schließzeit wurde nicht gefunden.',
    en: 'Unavailability period not found.',
    vi: 'Không tìm thấy thời gian nghỉ.',
    ar: 'لم يتم العثور على فترة الإغلاق.',
  },
  8005: {
    status: 400,
    de: 'Die Auswahl der Behandlungen ist ungültig.',
    en: 'Invalid input for service selection.',
    vi: 'Lựa chọn dịch vụ không hợp lệ.',
    ar: 'اختيار الخدمات غير صالح.',
  },
  8006: {
    status: 404,
    de: 'Die Buchungszeiten wurden nicht gefunden.',
    en: 'Opening hours not found.',
    vi: 'Không tìm thấy giờ mở cửa.',
    ar: 'لم يتم العثور على ساعات العمل.',
  },
  8007: {
    status: 409,
    de: 'Die Buchungszeiten existieren bereits.',
    en: 'Opening hours already exist.',
    vi: 'Giờ mở cửa đã tồn tại.',
    ar: 'ساعات العمل موجودة بالفعل.',
  },
  8008: {
    status: 404,
    de: 'Die Buchungsregel wurde nicht gefunden.',
    en: 'Booking rule not found.',
    vi: 'Không tìm thấy quy tắc đặt lịch.',
    ar: 'لم يتم العثور على قاعدة الحجز.',
  },
  8009: {
    status: 400,
    de: 'Die Buchungszeiten sind ungültig: Jeder Zeitraum muss nach seinem Beginn enden und darf sich nicht mit anderen überschneiden.',
    en: 'Opening hours are not valid: each range must end after it starts and must not overlap another.',
    vi: 'Giờ mở cửa không hợp lệ: mỗi khoảng phải kết thúc sau khi bắt đầu và không được trùng nhau.',
    ar: 'ساعات العمل غير صالحة: يجب أن تنتهي كل فترة بعد بدايتها وألا تتداخل مع غيرها.',
  },
  8010: {
    status: 404,
    de: 'Das Teammitglied wurde nicht gefunden.',
    en: 'Team member not found.',
    vi: 'Không tìm thấy nhân viên.',
    ar: 'لم يتم العثور على عضو الفريق.',
  },
  8100: {
    status: 404,
    de: 'Die Behandlungskategorie wurde nicht gefunden.',
    en: 'Service category not found.',
    vi: 'Không tìm thấy danh mục dịch vụ.',
    ar: 'لم يتم العثور على فئة الخدمة.',
  },
  8101: {
    status: 404,
    de: 'Der Behandlungsschritt wurde nicht gefunden.',
    en: 'Service step definition not found.',
    vi: 'Không tìm thấy bước dịch vụ.',
    ar: 'لم يتم العثور على خطوة الخدمة.',
  },
  8102: {
    status: 404,
    de: 'Die Behandlungsvorlage wurde nicht gefunden.',
    en: 'Service template not found.',
    vi: 'Không tìm thấy mẫu dịch vụ.',
    ar: 'لم يتم العثور على قالب الخدمة.',
  },
  8103: {
    status: 404,
    de: 'Die Buchung wurde nicht gefunden.',
    en: 'Booking not found.',
    vi: 'Không tìm thấy lịch hẹn.',
    ar: 'لم يتم العثور على الموعد.',
  },
  8104: {
    status: 409,
    de: 'Dieser Termin ist leider nicht mehr verfügbar. Bitte wähle eine andere Zeit.',
    en: 'This time slot is no longer available. Please choose another time.',
    vi: 'Khung giờ này không còn trống. Vui lòng chọn thời gian khác.',
    ar: 'هذا الموعد لم يعد متاحاً. يرجى اختيار وقت آخر.',
  },
  8300: {
    status: 404,
    de: 'Die Kundin oder der Kunde wurde nicht gefunden.',
    en: 'The client was not found.',
    vi: 'Không tìm thấy khách hàng.',
    ar: 'لم يتم العثور على العميل.',
  },
  8301: {
    status: 409,
    de: 'Diese E-Mail-Adresse oder Telefonnummer gehört schon zu einer anderen Kundin oder einem anderen Kunden. Führe die beiden zusammen.',
    en: 'This email address or phone number already belongs to another client. Merge the two instead.',
    vi: 'Email hoặc số điện thoại này đã thuộc về một khách hàng khác. Hãy gộp hai hồ sơ lại.',
    ar: 'هذا البريد الإلكتروني أو رقم الهاتف مسجّل لعميل آخر. يرجى دمج السجلين.',
  },
  8302: {
    status: 409,
    de: 'Diese Kundendatensätze lassen sich so nicht zusammenführen oder trennen.',
    en: 'These client records cannot be merged or split this way.',
    vi: 'Không thể gộp hoặc tách các hồ sơ khách hàng này theo cách đó.',
    ar: 'لا يمكن دمج سجلات العملاء هذه أو فصلها بهذه الطريقة.',
  },
  8303: {
    status: 404,
    de: 'Die Einladung ist ungültig oder abgelaufen.',
    en: 'The invitation is invalid or has expired.',
    vi: 'Lời mời không hợp lệ hoặc đã hết hạn.',
    ar: 'الدعوة غير صالحة أو منتهية الصلاحية.',
  },
  8304: {
    status: 409,
    de: 'Das Studio braucht mindestens eine Inhaberin oder einen Inhaber. Ernenne zuerst eine andere Person.',
    en: 'The studio needs at least one owner. Make someone else an owner first.',
    vi: 'Tiệm cần ít nhất một chủ sở hữu. Hãy chỉ định người khác làm chủ trước.',
    ar: 'يحتاج الاستوديو إلى مالك واحد على الأقل. عيّن شخصاً آخر مالكاً أولاً.',
  },
  8310: {
    status: 409,
    de: 'Ohne die Einwilligung der Kundin oder des Kunden kann kein Foto gespeichert werden. Frage zuerst nach und bestätige die Einwilligung.',
    en: 'A photo cannot be kept without the client’s consent. Ask first and confirm their consent.',
    vi: 'Không thể lưu ảnh khi chưa có sự đồng ý của khách hàng. Hãy hỏi trước và xác nhận sự đồng ý.',
    ar: 'لا يمكن حفظ الصورة دون موافقة العميل. اسأل أولاً ثم أكّد موافقته.',
  },
  8311: {
    status: 404,
    de: 'Das Foto wurde nicht gefunden.',
    en: 'The photo was not found.',
    vi: 'Không tìm thấy ảnh.',
    ar: 'لم يتم العثور على الصورة.',
  },
  8312: {
    status: 409,
    de: `Für diese Kundin oder diesen Kunden sind schon ${maxClientPhotosPerClient} Fotos gespeichert. Lösche zuerst ältere Fotos.`,
    en: `This client already has ${maxClientPhotosPerClient} photos. Delete older ones first.`,
    vi: `Khách hàng này đã có ${maxClientPhotosPerClient} ảnh. Hãy xóa bớt ảnh cũ trước.`,
    ar: `لدى هذا العميل ${maxClientPhotosPerClient} صورة بالفعل. احذف الصور الأقدم أولاً.`,
  },
  9400: {
    status: 400,
    de: 'Die Eingabe ist ungültig.',
    en: 'The input is invalid.',
    vi: 'Dữ liệu nhập không hợp lệ.',
    ar: 'المدخلات غير صالحة.',
  },
  9401: {
    status: 401,
    de: 'Bitte melde dich an, um fortzufahren.',
    en: 'Please sign in to continue.',
    vi: 'Vui lòng đăng nhập để tiếp tục.',
    ar: 'يرجى تسجيل الدخول للمتابعة.',
  },
  9403: {
    status: 403,
    de: 'Für diese Aktion fehlt dir die Berechtigung.',
    en: 'You are not allowed to do this.',
    vi: 'Bạn không có quyền thực hiện thao tác này.',
    ar: 'غير مسموح لك بتنفيذ هذا الإجراء.',
  },
  9404: {
    status: 404,
    de: 'Die angeforderte Ressource wurde nicht gefunden.',
    en: 'The requested resource was not found.',
    vi: 'Không tìm thấy tài nguyên được yêu cầu.',
    ar: 'لم يتم العثور على المورد المطلوب.',
  },
  9409: {
    status: 409,
    de: 'Die Aktion steht im Konflikt mit dem aktuellen Stand. Bitte lade neu und versuche es erneut.',
    en: 'This conflicts with the current state. Please reload and try again.',
    vi: 'Thao tác xung đột với trạng thái hiện tại. Vui lòng tải lại và thử lại.',
    ar: 'يتعارض هذا مع الحالة الحالية. يرجى إعادة التحميل والمحاولة مرة أخرى.',
  },
  9413: {
    status: 413,
    de: 'Die Anfrage ist zu groß.',
    en: 'The request is too large.',
    vi: 'Yêu cầu quá lớn.',
    ar: 'الطلب كبير جداً.',
  },
  9429: {
    status: 429,
    de: 'Zu viele Anfragen. Bitte warte kurz und versuche es erneut.',
    en: 'Rate limit exceeded. Please wait a moment and try again.',
    vi: 'Quá nhiều yêu cầu. Vui lòng đợi một lát rồi thử lại.',
    ar: 'تم تجاوز حد الطلبات. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
  },
  9500: {
    status: 500,
    de: 'Es ist ein Fehler aufgetreten. Versuche es später erneut.',
    en: 'An error occurred. Please try again later.',
    vi: 'Đã xảy ra lỗi. Vui lòng thử lại sau.',
    ar: 'حدث خطأ. يرجى المحاولة لاحقاً.',
  },
} as const satisfies Record<ErrorCodeNumber, CatalogueEntry>;

/** Whether a number (e.g. an answer's `errorCode`) is a code of the catalogue. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && Object.hasOwn(errorCatalogue, value);
}

function entryOf(code: ErrorCode): CatalogueEntry {
  const number: ErrorCodeNumber = code;
  return errorCatalogue[number];
}

export function httpStatusOf(code: ErrorCode): number {
  return entryOf(code).status;
}

/** The message for a code in a language, falling back to English, then German. */
export function errorMessage(code: ErrorCode, locale: Locale): string {
  const entry = entryOf(code);
  return entry[locale] ?? entry.en ?? entry.de;
}

/** Texts of field-level validation problems, keyed by the kind of problem. */
const fieldProblems = {
  required: { de: 'Pflichtfeld', en: 'Required', vi: 'Bắt buộc', ar: 'حقل مطلوب' },
  invalid: { de: 'Ungültiger Wert', en: 'Invalid value', vi: 'Giá trị không hợp lệ', ar: 'قيمة غير صالحة' },
  email: {
    de: 'Die E-Mail-Adresse ist ungültig',
    en: 'The email address is invalid',
    vi: 'Địa chỉ email không hợp lệ',
    ar: 'البريد الإلكتروني غير صالح',
  },
  tooShort: { de: 'Zu kurz', en: 'Too short', vi: 'Quá ngắn', ar: 'قصير جداً' },
  tooLong: { de: 'Zu lang', en: 'Too long', vi: 'Quá dài', ar: 'طويل جداً' },
  tooSmall: { de: 'Wert zu klein', en: 'Value too small', vi: 'Giá trị quá nhỏ', ar: 'القيمة صغيرة جداً' },
  tooBig: { de: 'Wert zu groß', en: 'Value too large', vi: 'Giá trị quá lớn', ar: 'القيمة كبيرة جداً' },
  emailTaken: {
    de: 'Diese E-Mail-Adresse wird bereits verwendet',
    en: 'This email address is already in use',
    vi: 'Địa chỉ email này đã được sử dụng',
    ar: 'هذا البريد الإلكتروني مستخدم بالفعل',
  },
  linkInvalid: {
    de: 'Der Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an',
    en: 'The link is invalid or has expired. Please request a new one',
    vi: 'Liên kết không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu liên kết mới',
    ar: 'الرابط غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد',
  },
  // Recover-email links cannot be asked for again: only a new email change mails one.
  recoverLinkInvalid: {
    de: 'Der Link ist ungültig, wurde schon verwendet oder ist abgelaufen',
    en: 'The link is invalid, has already been used or has expired',
    vi: 'Liên kết không hợp lệ, đã được sử dụng hoặc đã hết hạn',
    ar: 'الرابط غير صالح أو تم استخدامه بالفعل أو انتهت صلاحيته',
  },
  unknownField: {
    de: 'Unbekanntes Feld',
    en: 'Unknown field',
    vi: 'Trường không xác định',
    ar: 'حقل غير معروف',
  },
  forbiddenCharacter: {
    de: 'Enthält ein unzulässiges Zeichen (Steuerzeichen oder unvollständiges Unicode-Zeichen)',
    en: 'Contains a character that is not allowed (a control character or an incomplete Unicode character)',
    vi: 'Chứa ký tự không được phép (ký tự điều khiển hoặc ký tự Unicode không hoàn chỉnh)',
    ar: 'يحتوي على حرف غير مسموح به (حرف تحكم أو حرف يونيكود غير مكتمل)',
  },
  uploadQuotaReached: {
    de: 'Zu viele Bilder hochgeladen; nicht verwendete werden nach einem Tag gelöscht',
    en: 'Too many images uploaded; unused ones are deleted after a day',
    vi: 'Đã tải lên quá nhiều ảnh; ảnh không dùng sẽ bị xoá sau một ngày',
    ar: 'تم رفع صور كثيرة جداً؛ تُحذف الصور غير المستخدمة بعد يوم',
  },
  voucherCodeUnavailable: {
    de: 'Unbekannter Code oder bereits in einem anderen Konto',
    en: 'Unknown code, or already claimed by another account',
    vi: 'Mã không tồn tại hoặc đã được một tài khoản khác nhận',
    ar: 'رمز غير معروف أو تمت إضافته بالفعل إلى حساب آخر',
  },
  tooFarAhead: {
    de: 'Liegt zu weit in der Zukunft',
    en: 'Too far in the future',
    vi: 'Quá xa trong tương lai',
    ar: 'بعيد جداً في المستقبل',
  },
  noImprint: {
    de: 'Die rechtlichen Angaben fürs Impressum im Studioprofil eintragen',
    en: 'Enter the legal details for the imprint in the studio profile',
    vi: 'Nhập thông tin pháp lý của tiệm trong hồ sơ tiệm',
    ar: 'أدخل البيانات القانونية للاستوديو في ملف الاستوديو',
  },
  noActiveTreatment: {
    de: 'Mindestens eine aktive, buchbare Behandlung anlegen',
    en: 'Add at least one active, bookable treatment',
    vi: 'Thêm ít nhất một dịch vụ đang hoạt động, có thể đặt',
    ar: 'أضف علاجاً واحداً نشطاً وقابلاً للحجز على الأقل',
  },
  noBookingHours: {
    de: 'Buchungszeiten (Öffnungszeiten) festlegen',
    en: 'Set the booking hours (opening hours)',
    vi: 'Thiết lập giờ nhận đặt lịch (giờ mở cửa)',
    ar: 'حدّد ساعات الحجز (ساعات العمل)',
  },
  noTeamMember: {
    de: 'Mindestens ein Teammitglied anlegen',
    en: 'Add at least one team member',
    vi: 'Thêm ít nhất một thành viên nhóm',
    ar: 'أضف عضواً واحداً على الأقل إلى الفريق',
  },
  nestedTooDeep: {
    de: 'Zu tief verschachtelt (höchstens 32 Ebenen)',
    en: 'Nested too deeply (at most 32 levels)',
    vi: 'Lồng nhau quá sâu (tối đa 32 cấp)',
    ar: 'متداخل بعمق كبير (32 مستوى كحد أقصى)',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type FieldProblem = keyof typeof fieldProblems;

export function fieldProblemMessage(problem: FieldProblem, locale: Locale): string {
  return fieldProblems[problem][locale];
}
