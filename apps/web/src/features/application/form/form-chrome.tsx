import { ArrowLeftOutlined } from '@ant-design/icons';
import type { UserProduct } from '@cargo/domain';
import { Alert, Anchor, Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SaveDraftButton, SendButton } from '../../../ui/form-actions.tsx';
import { SECTION_IDS } from '../../../ui/form-kit.tsx';
import page from '../../../ui/form-page.module.css';
import { money } from '../../../ui/format.ts';
import { UnplacedIssues } from '../../../ui/notes-alert.tsx';
import styles from './application-form.module.css';
import type { FormPrice } from './use-form-price.ts';
import type { FormSaving, SavedForm } from './use-form-saving.ts';

/** The form's title bar: back to the products, the product, the saved voucher and its status. */
export function FormHeader({ product, saved }: { product: UserProduct; saved: SavedForm | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={page.header}>
      <Button
        icon={<ArrowLeftOutlined />}
        ghost
        onClick={() => navigate('/quotation')}
        aria-label={t('insuringWeb.form.backToProducts')}
      />
      <div>
        <h2 className={page.headerTitle}>{product.productName}</h2>
        <div className={page.headerMeta}>
          {product.productCode}
          {saved && (
            <>
              {' · '}
              <span data-testid="form-voucher-no">
                {t('insuringWeb.form.voucherNo', { voucherNo: saved.voucherNo })}
              </span>
            </>
          )}
        </div>
      </div>
      {saved?.statusName && <Tag color="gold">{saved.statusName}</Tag>}
      <Typography.Text style={{ marginLeft: 'auto', color: 'rgba(255,255,255,0.85)' }}>
        {t('insuringWeb.form.requiredHint')}
      </Typography.Text>
    </div>
  );
}

/** The links to the form's sections. */
export function FormAnchor() {
  const { t } = useTranslation();
  const items = (Object.keys(SECTION_IDS) as (keyof typeof SECTION_IDS)[]).map((key) => ({
    key,
    href: `#${SECTION_IDS[key]}`,
    title: t(`insuringWeb.anchor.${key}`),
  }));
  return (
    <div className={styles.anchorBar}>
      <Anchor direction="horizontal" items={items} targetOffset={172} affix={false} />
    </div>
  );
}

/** Above the form: the issues no field shows, and why a draft opened to be applied is checked at once. */
export function FormNotices({ unplaced, checkOnOpen }: { unplaced: string[]; checkOnOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <UnplacedIssues title={t('insuringWeb.form.otherIssues')} texts={unplaced} />
      {checkOnOpen && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('insuringWeb.form.turnIntoHint')} />
      )}
    </>
  );
}

/** The bar under the form: the premium of the current quote, save draft and submit. */
export function FormActions({ price, saving }: { price: FormPrice; saving: FormSaving }) {
  const { t } = useTranslation();
  const { quote } = price;
  return (
    <div className={page.actions} data-testid="form-actions">
      <div className={styles.actionsPremium}>
        {quote && !price.isOutdated ? (
          <span data-testid="actions-premium">
            {t('field.premium')} <strong>{money(quote.currencyCode, quote.premium)}</strong>
          </span>
        ) : (
          <Typography.Text type="secondary">{t('insuringWeb.form.premiumPending')}</Typography.Text>
        )}
      </div>
      <Space>
        <SaveDraftButton
          large
          pending={saving.isSavingDraft}
          disabled={saving.isBusy}
          onClick={() => void saving.onSaveDraft()}
          testId="form-save-draft"
        >
          {t('insuringWeb.form.saveDraft')}
        </SaveDraftButton>
        <SendButton
          pending={saving.isSubmitting}
          disabled={saving.isBusy}
          onClick={() => void saving.onSubmit()}
          testId="form-submit"
        >
          {t('insuringWeb.form.submit')}
        </SendButton>
      </Space>
    </div>
  );
}
