import { ClosingCtaSection } from '../components/closing-cta-section.tsx';
import { FeaturesSection } from '../components/features-section.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { PlansSection } from '../components/plans-section.tsx';
import { PlusStudiosSection } from '../components/plus-studios-section.tsx';
import { StepsSection } from '../components/steps-section.tsx';

export function HomeRoute() {
  return (
    <>
      <HeroSection />
      <PlusStudiosSection />
      <FeaturesSection />
      <StepsSection />
      <PlansSection />
      <ClosingCtaSection />
    </>
  );
}
