import { signIn } from '@maru/api';
import { Button, TextField, isImeComposing } from '@maru/ui';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePortalRuntime } from '../../app/RuntimeContext';
import { useActiveLocale } from '../../i18n';
import { safeReturnPath } from '../../session/safeReturnPath';
import { CenteredPanel, PanelText, PanelTitle } from '../../shell/panels';
import { ErrorMessage, Form } from './SignInPage.styles';
import { signInErrorMessage } from './signInError';

/** Enter that only confirms a Hangul (IME) composition must not submit the form. */
function ignoreComposingEnter(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) {
  if (event.key !== 'Enter') return;
  if (isImeComposing(event)) event.preventDefault();
}

/**
 * The reference server's sign-in (issue 2): ID and password, a clear error that keeps what
 * was typed, then back to the `returnUrl` only when it is on this origin (GUIDE §7).
 */
export function SignInPage() {
  const { t } = useTranslation();
  const locale = useActiveLocale();
  const runtime = usePortalRuntime();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const ids = { heading: useId(), error: useId() };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (loginId.trim() === '' || password === '') {
      setError(t('signin.missingFields'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await runtime.authClient.call(signIn, { body: { loginId: loginId.trim(), password } });
    } catch (failure) {
      setError(signInErrorMessage(failure, t, locale));
      setSubmitting(false);
      return;
    }
    await runtime.startSession({ redirectIfAnonymous: false });
    const target = safeReturnPath(searchParams.get('returnUrl'), runtime.browser.origin());
    navigate(target, { replace: true });
  };

  const described = error ? ids.error : undefined;
  return (
    <CenteredPanel aria-labelledby={ids.heading}>
      <PanelTitle id={ids.heading}>{t('signin.heading')}</PanelTitle>
      <PanelText>{t('signin.intro')}</PanelText>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={ids.heading}>
        {error ? (
          <ErrorMessage id={ids.error} role="alert">
            {error}
          </ErrorMessage>
        ) : null}
        <TextField
          label={t('signin.loginId')}
          name="loginId"
          autoComplete="username"
          required
          value={loginId}
          invalid={Boolean(error)}
          aria-describedby={described}
          onChange={setLoginId}
          onKeyDown={ignoreComposingEnter}
        />
        <TextField
          label={t('signin.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          invalid={Boolean(error)}
          aria-describedby={described}
          onChange={setPassword}
          onKeyDown={ignoreComposingEnter}
        />
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? t('signin.submitting') : t('signin.submit')}
        </Button>
      </Form>
    </CenteredPanel>
  );
}
