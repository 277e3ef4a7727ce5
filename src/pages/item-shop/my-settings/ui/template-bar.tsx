import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { MAX_TEMPLATES, NO_TEMPLATE } from '@/shared/api';
import { ErrorState, Loading } from '@/shared/ui';
import { $slotSetting, $templateInUse, $templates, $templatesFailed, templateListRefreshed } from '@/entities/item-template';
import { ApplyTemplateButton } from '@/features/item-shop/apply-template';
import { DeleteTemplatesButton, TemplateMarkCheckbox } from '@/features/item-shop/delete-templates';
import { RenameTemplateButton, SaveTemplateButton } from '@/features/item-shop/save-template';

const InUse = styled.p`
  margin: 0 0 var(--space-3);
  font-size: 17px;

  & strong {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: var(--space-3);
  margin-bottom: var(--space-3);
`;

const List = styled.ul`
  display: grid;
  gap: var(--space-2);
  list-style: none;
  margin: 0;
  padding: 0;

  & li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    gap: var(--space-1) var(--space-2);
    padding: var(--space-1) var(--space-2);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
  }
  & li[aria-current='true'] {
    border-color: var(--color-brand);
  }
  & .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  & .badge {
    display: inline-block;
    margin-inline-start: var(--space-2);
    padding: 2px var(--space-2);
    white-space: nowrap;
    border-radius: 999px;
    background: var(--color-brand);
    color: #fff;
    font-size: 13px;
    font-weight: 600;
  }
  & .row-actions {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--space-2);
  }

  @media (min-width: 560px) {
    & li {
      grid-template-columns: auto minmax(0, 1fr) auto;
    }
    & .row-actions {
      grid-column: auto;
    }
  }
`;

const Note = styled.p`
  margin: var(--space-2) 0 0;
  color: var(--color-ink-soft);
  font-size: 14px;
`;

/** The template in use, and the member's templates: use one (or none), save the slots as one, rename, delete several. */
export const TemplateBar = () => {
  const { t } = useTranslation('myitems');
  const { templates, failed, inUse, setting, retry } = useUnit({
    templates: $templates,
    failed: $templatesFailed,
    inUse: $templateInUse,
    setting: $slotSetting,
    retry: templateListRefreshed,
  });
  if (failed) return <ErrorState onRetry={() => retry()} />;
  if (templates === null) return <Loading />;
  const usingOne = setting !== null && setting.templateId !== NO_TEMPLATE;
  return (
    <>
      <InUse role="status">
        {inUse ? (
          <>
            {t('templates.inUse')} <strong>{inUse.name}</strong>
          </>
        ) : (
          t('templates.noneInUse')
        )}
      </InUse>
      <Actions>
        <SaveTemplateButton />
        {templates.length > 0 && <DeleteTemplatesButton />}
        {usingOne && <ApplyTemplateButton templateId={NO_TEMPLATE} />}
      </Actions>
      {templates.length === 0 ? (
        <Note>{t('templates.empty')}</Note>
      ) : (
        <List aria-label={t('templates.label')}>
          {templates.map((template) => {
            const current = setting?.templateId === template.id;
            return (
              <li key={template.id} aria-current={current ? 'true' : undefined}>
                <TemplateMarkCheckbox template={template} />
                <span>
                  <span className="name">{template.name}</span>
                  {current && <span className="badge">{t('templates.inUseBadge')}</span>}
                </span>
                <span className="row-actions">
                  {!current && <ApplyTemplateButton templateId={template.id} name={template.name} />}
                  <RenameTemplateButton template={template} />
                </span>
              </li>
            );
          })}
        </List>
      )}
      <Note>{t('templates.count', { count: templates.length, max: MAX_TEMPLATES })}</Note>
    </>
  );
};
