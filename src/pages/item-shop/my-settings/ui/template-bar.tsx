import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { MAX_TEMPLATES, NO_TEMPLATE } from '@/shared/api';
import { ErrorState, Loading } from '@/shared/ui';
import { $slotSetting, $templateInUse, $templates, $templatesFailed, templateListRefreshed } from '@/entities/item-template';
import { ApplyTemplateButton } from '@/features/item-shop/apply-template';
import { DeleteTemplatesButton, TemplateMarkCheckbox } from '@/features/item-shop/delete-templates';
import { RenameTemplateButton, SaveTemplateButton } from '@/features/item-shop/save-template';
import { Actions, InUse, List, Note } from './template-bar.styles';

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
