import type { LookupValue } from '@maru/api';
import { Button, Select, TextField, isImeComposing, type SelectOption } from '@maru/ui';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_FORM, type FinderForm } from './finderQuery';
import * as S from './UserFindPage.styles';

/** The select's key for "any duty" (a lookup code is never empty). */
const ANY_DUTY = 'any';

export interface FinderSearchFormProps {
  /** The duty lookups (spec 01 §7, type 1); null while they load or when they failed. */
  duties: readonly LookupValue[] | null;
  /** Called with the form's values on submit; empty fields are dropped by the query. */
  onSearch: (form: FinderForm) => void;
}

/**
 * The finder's search form (spec 01 §2): name, email, phone with a hyphen hint and the
 * rank/duty select. Enter in a field searches, except while an IME is composing (Hangul):
 * that Enter only confirms the syllable.
 */
export function FinderSearchForm({ duties, onSearch }: FinderSearchFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FinderForm>(EMPTY_FORM);
  const set = (field: keyof FinderForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const dutyOptions: SelectOption[] = [
    { key: ANY_DUTY, label: t('finder.form.anyDuty') },
    ...(duties ?? []).map((duty) => ({ key: duty.lookupCode, label: duty.meaning })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(form);
  };
  const guardIme = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
  };
  const reset = () => {
    setForm(EMPTY_FORM);
    onSearch(EMPTY_FORM);
  };
  return (
    <S.Form
      role="search"
      aria-label={t('finder.form.label')}
      onSubmit={submit}
      onKeyDown={guardIme}
    >
      <TextField
        label={t('finder.form.name')}
        value={form.userName}
        onChange={set('userName')}
        maxLength={100}
        counter={false}
      />
      <TextField
        label={t('finder.form.email')}
        value={form.email}
        onChange={set('email')}
        inputMode="email"
        maxLength={100}
        counter={false}
      />
      <TextField
        label={t('finder.form.phone')}
        description={t('finder.form.phoneHint')}
        value={form.phoneNumber}
        onChange={set('phoneNumber')}
        inputMode="tel"
        maxLength={40}
        counter={false}
      />
      <Select
        label={t('finder.form.duty')}
        options={dutyOptions}
        selectedKey={form.dutyCode === '' ? ANY_DUTY : form.dutyCode}
        onSelectionChange={(key) => set('dutyCode')(key === null || key === ANY_DUTY ? '' : key)}
      />
      <S.FormActions>
        <Button variant="secondary" onPress={reset}>
          {t('finder.form.reset')}
        </Button>
        <Button type="submit">{t('finder.form.submit')}</Button>
      </S.FormActions>
    </S.Form>
  );
}
