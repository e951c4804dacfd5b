import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { RadioGroup, Radio } from '../RadioGroup/RadioGroup';
import { Field } from './Field';
import { FieldControl, fieldInputCss } from '../internal/fieldStyles';
import { FormErrorSummary } from './FormErrorSummary';
import type { FormError } from './FormErrorSummary';

const meta = {
  title: 'ui/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: '사번',
    required: true,
    description: '인사 시스템의 사번 6자리',
    children: null,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const RawInput = styled.input`
  ${fieldInputCss}
`;

/** Field around a plain input: the layout other inputs (Select, pickers) reuse. */
export const Layout: Story = {
  render: (args) => (
    <Field {...args} labelProps={{ htmlFor: 'raw-employee-no' }} descriptionProps={{ id: 'raw-d' }}>
      <FieldControl>
        <RawInput
          id="raw-employee-no"
          aria-describedby="raw-d"
          aria-required
          defaultValue="A10242"
        />
      </FieldControl>
    </Field>
  ),
};

export const LayoutInvalid: Story = {
  args: { invalid: true, errorMessage: '사번은 6자리입니다.' },
  render: (args) => (
    <Field {...args} labelProps={{ htmlFor: 'raw-bad' }} errorMessageProps={{ id: 'raw-e' }}>
      <FieldControl data-invalid="">
        <RawInput id="raw-bad" aria-invalid aria-describedby="raw-e" defaultValue="A10" />
      </FieldControl>
    </Field>
  ),
};

interface Values {
  name: string;
  email: string;
  shift: string | null;
}

function validate(values: Values): FormError[] {
  const errors: FormError[] = [];
  if (!values.name.trim()) errors.push({ fieldId: 'form-name', message: '이름을 입력해 주세요.' });
  if (!values.email.includes('@'))
    errors.push({ fieldId: 'form-email', message: '이메일 주소 형식이 아닙니다.' });
  if (!values.shift) errors.push({ fieldId: 'form-shift', message: '근무 형태를 선택해 주세요.' });
  return errors;
}

function DemoForm() {
  const [values, setValues] = useState<Values>({ name: '', email: 'minah', shift: null });
  const [errors, setErrors] = useState<FormError[]>([]);
  const [submitCount, setSubmitCount] = useState(0);
  const errorOf = (id: string) => errors.find((error) => error.fieldId === id)?.message;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(validate(values));
    setSubmitCount((count) => count + 1);
  };
  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: 16 }}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <TextField
        id="form-name"
        label="이름"
        required
        value={values.name}
        onChange={(name) => setValues((v) => ({ ...v, name }))}
        errorMessage={errorOf('form-name')}
      />
      <TextField
        id="form-email"
        label="이메일"
        required
        value={values.email}
        onChange={(email) => setValues((v) => ({ ...v, email }))}
        errorMessage={errorOf('form-email')}
      />
      <RadioGroup
        label="근무 형태"
        required
        orientation="horizontal"
        value={values.shift}
        onChange={(shift) => setValues((v) => ({ ...v, shift }))}
        errorMessage={errorOf('form-shift')}
      >
        <Radio value="office" id="form-shift">
          사무실
        </Radio>
        <Radio value="remote">재택</Radio>
      </RadioGroup>
      <div>
        <Button type="submit">저장</Button>
      </div>
    </form>
  );
}

export const ErrorSummaryAfterSubmit: Story = {
  render: () => <DemoForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    // The summary appears, is announced (role alert) and takes focus.
    const summary = canvas.getByRole('region', { name: '입력 내용을 확인해 주세요' });
    await expect(summary).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent('3개 항목에 오류가 있습니다.');
    // Tab reaches the first link; Enter moves focus to its field.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '이름을 입력해 주세요.' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: '이름 필수' })).toHaveFocus();
    // A click on the last link focuses the first radio of the group.
    await userEvent.click(canvas.getByRole('link', { name: '근무 형태를 선택해 주세요.' }));
    await expect(canvas.getByRole('radio', { name: '사무실' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ErrorSummaryEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <FormErrorSummary
      focusOnShow={false}
      errors={[
        { fieldId: 'x-name', message: 'Enter your name.' },
        { fieldId: 'x-mail', message: 'Enter an email address like name@example.com.' },
      ]}
    />
  ),
};

export const ErrorSummaryJapanese: Story = {
  globals: { locale: 'ja' },
  render: () => (
    <FormErrorSummary
      focusOnShow={false}
      errors={[
        { fieldId: 'x-name', message: '氏名を入力してください。' },
        { fieldId: 'x-mail', message: 'メールアドレスの形式が正しくありません。' },
      ]}
    />
  ),
};

export const ErrorSummaryChinese: Story = {
  globals: { locale: 'zh' },
  render: () => (
    <FormErrorSummary
      focusOnShow={false}
      errors={[{ fieldId: 'x-name', message: '请输入姓名。' }]}
    />
  ),
};
