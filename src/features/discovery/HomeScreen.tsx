import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useMountScope } from '../../mount-context.ts';

/** The first screen. Discovery (issue 6) fills it with the category shortcuts and venues of SPEC §2. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const { runtime } = useMountScope();
  const auth = useSnapshot(runtime.core.state.auth.state);
  return (
    <>
      <header className="dk-header">
        <h1>{t('home.title')}</h1>
      </header>
      <main className="dk-main" data-screen="home">
        <p className="dk-muted">{auth.accessToken ? t('home.allVenues') : t('common.greeting.guest')}</p>
      </main>
    </>
  );
}
