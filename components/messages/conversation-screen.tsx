/**
 * /contul-meu/messages/{tab}/{id} (SPEC §2.5 messages): the advert (link), the messages with their
 * sender, time and attachments (download links with name and size), delete or restore, a link back
 * to the tab, and the reply box with the contact form's rules and texts: the characters left, up
 * to five JPG, PNG or PDF files with remove, the upload's percentage, a retry after a failure.
 * Drawn from the conversation view; it never decides what state it is in.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import account from '@/components/account/account.module.css';
import { FormAlert } from '@/components/forms/form-alert';
import { SendForm } from '@/components/forms/send-form';
import { TextField } from '@/components/forms/text-field';
import { useFocusBack } from '@/components/forms/use-focus-back';
import buttons from '@/components/ui/button.module.css';
import type { ConversationTab } from '@/lib/graphql/generated/schema-enums';
import { characterCount, MESSAGE_MAX, MESSAGE_MIN } from '@/lib/messages/contact-rules';
import type { InboxMessage, InboxThread } from '@/lib/messages/inbox-api';
import { formatMessageTime, inboxTabUrl, slugOfTab } from '@/lib/messages/inbox-tabs';
import { fileSizeText } from '@/lib/messages/picked-files';
import type { ConversationView } from '@/machines/conversation/use-conversation';
import { AttachmentsField } from './attachments-field';
import styles from './messages.module.css';

function Message({ message, thread }: { message: InboxMessage; thread: InboxThread }) {
  const { t } = useTranslation(['account', 'advert']);
  return (
    <li className={`${styles.message} ${message.mine ? styles.mine : ''}`} data-message={message.id}>
      <p className={styles.sender}>
        <span className={styles.senderName}>{message.mine ? t('account:messages.you') : thread.otherName}</span>
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
      </p>
      <p className={styles.body}>{message.body}</p>
      {message.phone ? (
        <p className={styles.sender}>{t('account:messages.thread.phone', { phone: message.phone })}</p>
      ) : null}
      {message.attachments.length > 0 ? (
        <ul className={styles.files}>
          {message.attachments.map((file) => (
            <li key={file.id} className={styles.file}>
              <a href={file.url} download={file.fileName} className={styles.fileName}>
                {t('account:messages.thread.download', { name: file.fileName })}
              </a>
              <span className={styles.fileSize}>{fileSizeText(file.sizeBytes, t)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function ReplyBox({ view }: { view: ConversationView }) {
  const { t } = useTranslation(['account', 'advert']);
  const left = MESSAGE_MAX - characterCount(view.draft);
  const focusBack = useFocusBack(view.sending);
  return (
    <section className={account.panel} aria-labelledby="reply-title">
      <h2 id="reply-title">{t('account:messages.thread.replyTitle')}</h2>
      <SendForm
        sending={view.sending}
        onSubmit={view.submit}
        alerts={[view.refusal ? t(view.refusal) : null, view.sendFailed ? t('account:messages.thread.failed') : null]}
      >
        <TextField
          multiline
          label={t('account:messages.thread.reply')}
          value={view.draft}
          readOnly={view.sending}
          onValueChange={view.change}
          // Past the limit it says by how much, so a long text can be cut to size.
          counter={
            left >= 0 ? t('advert:contact.remaining', { count: left }) : t('advert:contact.over', { count: -left })
          }
          errorKey={view.problems.message}
          errorValues={{ minLength: MESSAGE_MIN, maxLength: MESSAGE_MAX }}
        />
        <AttachmentsField
          idPrefix="reply"
          files={view.attachments}
          disabled={view.sending}
          problem={view.problems.attachments}
          onAdd={view.addFiles}
          onRemove={view.removeFile}
        />
        {view.sending ? (
          <progress
            className={styles.progress}
            max={100}
            value={view.progress}
            aria-label={t('account:messages.thread.progress')}
          />
        ) : null}
        <div className={styles.actions}>
          <button
            type="submit"
            className={`${buttons.button} ${buttons.primary}`}
            disabled={view.sending}
            {...focusBack}
          >
            {view.sending
              ? t('account:messages.thread.sending', { percent: view.progress })
              : view.sendFailed
                ? t('account:messages.thread.retry')
                : t('account:messages.thread.send')}
          </button>
        </div>
      </SendForm>
    </section>
  );
}

function Thread({ thread, view }: { thread: InboxThread; view: ConversationView }) {
  const { t } = useTranslation(['account', 'advert']);
  const focusBack = useFocusBack(view.busy);
  return (
    <>
      <header className={styles.threadHeader}>
        <div className={styles.advert}>
          {thread.advert.photoUrl ? (
            <img className={styles.photo} src={thread.advert.photoUrl} alt="" width={96} height={72} />
          ) : null}
          <div className={styles.advertText}>
            <p>{t('account:messages.thread.with', { name: thread.otherName })}</p>
            <p className={styles.sender}>
              {t('account:messages.thread.subject', { subject: t(`advert:contact.subjects.${thread.subject}`) })}
              {thread.advert.price ? <span>{thread.advert.price}</span> : null}
            </p>
            <p>
              <Link href={thread.advert.path} prefetch={false}>
                {t('account:messages.thread.advertLink')}
              </Link>
            </p>
          </div>
        </div>
        {/* One button, so focus stays on it from 'Șterge' to 'Restaurează' and back. */}
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          disabled={view.busy}
          onClick={thread.deleted ? view.restore : view.remove}
          {...focusBack}
        >
          {thread.deleted
            ? t(view.busy ? 'account:messages.thread.restoring' : 'account:messages.thread.restore')
            : t(view.busy ? 'account:messages.thread.deleting' : 'account:messages.thread.delete')}
        </button>
      </header>
      {thread.deleted ? <p className={account.muted}>{t('account:messages.thread.deletedNote')}</p> : null}
      {view.notice ? <p role="status">{t(`account:messages.notices.${view.notice}`)}</p> : null}
      <FormAlert errorKey={view.actionError} />
      <ol className={styles.messages} aria-label={t('account:messages.thread.messagesLabel')}>
        {thread.messages.map((message) => (
          <Message key={message.id} message={message} thread={thread} />
        ))}
      </ol>
      <ReplyBox view={view} />
    </>
  );
}

/** Props of ConversationScreen: the view, and the tab the visitor came from (the link back). */
export interface ConversationScreenProps {
  readonly view: ConversationView;
  readonly tab: ConversationTab;
}

export function ConversationScreen({ view, tab }: ConversationScreenProps) {
  const { t } = useTranslation(['account']);
  const tabName = t(`account:messages.tabs.${slugOfTab(tab)}`);
  return (
    <>
      <p>
        <Link href={inboxTabUrl(tab)} prefetch={false}>
          {t('account:messages.thread.back', { tab: tabName })}
        </Link>
      </p>
      <h1 className={account.title}>
        {view.thread
          ? t('account:messages.thread.title', { title: view.thread.advert.title })
          : t('account:messages.title')}
      </h1>
      {view.loading ? (
        <p role="status" aria-busy="true">
          {t('account:messages.thread.loading')}
        </p>
      ) : null}
      {view.loadFailed ? (
        <FormAlert errorKey={view.error}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.retry}>
            {t('account:messages.retry')}
          </button>
        </FormAlert>
      ) : null}
      {view.thread && !view.loading && !view.loadFailed ? <Thread thread={view.thread} view={view} /> : null}
    </>
  );
}
