import { FormErrorAnnouncer } from '../../ui/form-error-announcer.tsx';
import { LoginCard } from './login-card.tsx';
import { LoginFooter, LoginHeader, LoginToolbar } from './login-frame.tsx';
import { HeroIntro, ServiceHighlights } from './login-hero.tsx';
import styles from './login-page.module.css';

/** The public home (SPEC §2): header, hero with the login card, the portal's services, footer, toolbar. */
export default function LoginPage() {
  return (
    <div className={styles.page}>
      <LoginHeader />
      <main>
        <section className={styles.hero}>
          <div aria-hidden="true" className={styles.backdrop} />
          <div className={styles.heroInner}>
            <div>
              <HeroIntro />
            </div>
            {/* On a phone the login card comes first: most visitors are customers who want to log in. */}
            <div className={styles.cardColumn}>
              <LoginCard />
            </div>
          </div>
        </section>
        <ServiceHighlights />
      </main>
      <LoginFooter />
      <LoginToolbar />
      <FormErrorAnnouncer />
    </div>
  );
}
