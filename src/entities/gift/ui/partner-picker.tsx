import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Loading } from '@/shared/ui';
import type { PartnerChooser } from '../model/partner-chooser';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  & legend {
    padding: 0;
    margin-bottom: var(--space-2);
    font-weight: 700;
  }
  & .hint {
    margin: 0 0 var(--space-3);
    color: var(--color-ink-soft);
    font-size: 14px;
  }
  & ul {
    display: grid;
    gap: var(--space-1);
    max-height: min(50vh, 360px);
    overflow-y: auto;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & label {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    min-height: 44px;
    padding: var(--space-1) var(--space-2);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    cursor: pointer;
  }
  & label:has(input:checked) {
    border-color: var(--color-brand);
    background: rgb(127 127 127 / 8%);
  }
  & input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
  }
  & .name {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: 600;
  }
  & .source {
    flex: none;
    color: var(--color-ink-soft);
    font-size: 13px;
  }
`;

/** Why a gift dialog's button cannot go on yet (the chooser's `$choiceMissing`), in words; null once someone is chosen. */
export const useChoiceMissingText = (chooser: PartnerChooser): string | null => {
  const { t } = useTranslation('gifts');
  const missing = useUnit(chooser.$choiceMissing);
  return missing === 'nobody' ? t('partners.nobody') : missing === 'chooseFirst' ? t('partners.chooseFirst') : null;
};

export interface PartnerPickerProps {
  legend: string;
  /** The dialog's chooser (createPartnerChooser): its lists, its choice and its retry. */
  chooser: PartnerChooser;
}

/**
 * The member's friends and the players met in the last 7 days, one radio each (a name, and which
 * of the two they are). Only players of the member's country can exchange gifts: the chooser offers
 * only those (a row that tells no country stays), and the hint says why someone known is missing.
 */
export const PartnerPicker = ({ legend, chooser }: PartnerPickerProps) => {
  const { t } = useTranslation('gifts');
  const name = useId();
  const { partners, failed, chosen, onRetry, onChange } = useUnit({
    partners: chooser.$partners,
    failed: chooser.$failed,
    chosen: chooser.$chosen,
    onRetry: chooser.retried,
    onChange: chooser.partnerChosen,
  });
  const value = chosen?.memberId ?? null;
  if (failed) return <ErrorState onRetry={() => onRetry()} />;
  if (!partners) return <Loading />;
  if (partners.length === 0) return <EmptyState title={t('partners.empty')} />;
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <p className="hint">{t('partners.hint')}</p>
      <ul>
        {partners.map((partner) => (
          <li key={partner.memberId}>
            <label>
              <input
                type="radio"
                name={name}
                value={partner.memberId}
                checked={value === partner.memberId}
                onChange={() => onChange(partner.memberId)}
              />
              <span className="name">{partner.name}</span>
              <span className="source">{partner.source === 'friend' ? t('partners.friend') : t('partners.met')}</span>
            </label>
          </li>
        ))}
      </ul>
    </Fieldset>
  );
};
