#include "databaseview.h"

#include "actionrunner.h"
#include "cache/cachepage.h"
#include "cache/lockspage.h"
#include "emptystate.h"
#include "overview/overviewpage.h"
#include "pubsub/pubsubpage.h"
#include "queue/deadletterspage.h"
#include "queue/queuespage.h"
#include "session.h"

#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace askr::views {

DatabaseView::DatabaseView(storage::Session *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_stack(new QStackedWidget(this))
    , m_banner(new QLabel(this))
    , m_empty(new EmptyState(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Read-only modes say so, and why, above every page.
    m_banner->setObjectName(QStringLiteral("modeBanner"));
    m_banner->setWordWrap(true);
    m_banner->setContentsMargins(8, 4, 8, 4);
    m_banner->setAutoFillBackground(true);
    QPalette pal = m_banner->palette();
    pal.setColor(QPalette::Window, pal.color(QPalette::ToolTipBase));
    pal.setColor(QPalette::WindowText, pal.color(QPalette::ToolTipText));
    m_banner->setPalette(pal);
    if (session->isReadOnly())
        m_banner->setText(tr("<b>%1</b> — nothing on disk is changed and actions are disabled. %2")
                              .arg(storage::modeName(session->mode()).toHtmlEscaped(), session->plan().reason.toHtmlEscaped()));
    m_banner->setVisible(session->isReadOnly() && session->plan().error.isEmpty());
    layout->addWidget(m_banner);
    layout->addWidget(m_stack);
    // Before the pages connect theirs: the current page is on screen when
    // they ask for their first reads, so that its reads go first.
    connect(session, &storage::Session::schemaChanged, this, &DatabaseView::updateState);
    m_pages[Overview] = new OverviewPage(session, this);
    m_pages[Queues] = new QueuesPage(session, this);
    m_pages[DeadLetters] = new DeadLettersPage(session, this);
    m_pages[Cache] = new CachePage(session, this);
    m_pages[Locks] = new LocksPage(session, this);
    m_pages[PubSub] = new PubSubPage(session, this);
    for (Page *p : m_pages) {
        m_stack->addWidget(p);
        connect(p, &Page::issueCountChanged, this, &DatabaseView::issueCountChanged);
        connect(p, &Page::statusMessage, this, &DatabaseView::statusMessage);
    }
    m_stack->addWidget(m_empty);
    m_empty->setTitle(tr("Opening…"));
    m_addTables = m_empty->addButton(tr("Add the Askr Tables"), QIcon::fromTheme(QStringLiteral("list-add")));
    m_addTables->setObjectName(QStringLiteral("addTablesButton"));
    m_addTables->setToolTip(tr("Create the queue, cache and pub/sub tables in this database (existing tables are not touched)"));
    m_addTables->hide();
    connect(m_addTables, &QPushButton::clicked, this, [this] {
        if (!confirm(this, tr("Add the Askr Tables"),
                     tr("Create the queue, cache and pub/sub tables, indexes and views in %1?").arg(m_session->path()), tr("Create")))
            return;
        m_session->installMissing(this, [](int) {}, [this](const storage::Failure &f) { notify(this, tr("Add the Askr Tables"), f.message, true); });
    });
    // Deleted or replaced underneath us: say so above every page, for good.
    connect(session, &storage::Session::fileMoved, this, [this](const QString &message) {
        m_problem = message;
        m_banner->setText(message.toHtmlEscaped());
        m_banner->show();
        Q_EMIT problemChanged();
        Q_EMIT issueCountChanged();
    });
    connect(session, &storage::Session::openFailed, this, [this](const QString &message) {
        m_problem = message;
        m_empty->setTitle(tr("This database cannot be opened"));
        m_empty->setText(message);
        m_stack->setCurrentWidget(m_empty);
        Q_EMIT problemChanged();
        Q_EMIT issueCountChanged();
    });
    m_stack->setCurrentWidget(m_empty);
}

void DatabaseView::updateState()
{
    const auto &schema = m_session->schema();
    m_problem = m_session->movedMessage();
    if (!schema.error.isEmpty()) {
        m_problem = schema.notSqlite ? tr("%1 is not a SQLite database (or it is encrypted). Choose another file.").arg(m_session->path())
                                     : tr("The schema of %1 cannot be read: %2").arg(m_session->path(), schema.error);
        m_empty->setTitle(tr("This database cannot be read"));
        m_empty->setText(m_problem);
        m_addTables->hide();
        m_stack->setCurrentWidget(m_empty);
    } else if (schema.empty()) {
        m_empty->setTitle(tr("No Askr tables here"));
        QString text = tr("%1 is a SQLite database, but it holds no askr_jobs, askr_cache or askr_events tables. "
                          "Open a database written by the Askr runtime, or run the demo (askr-desk --demo).")
                           .arg(m_session->path());
        if (schema.issueCount() > 0)
            text += QLatin1String("\n\n") + schema.messages().join(QLatin1Char('\n'));
        m_empty->setText(text);
        m_addTables->setVisible(!m_session->isReadOnly());
        m_stack->setCurrentWidget(m_empty);
    } else {
        m_addTables->hide();
        m_stack->setCurrentWidget(m_pages[m_current]);
    }
    Q_EMIT problemChanged();
    Q_EMIT issueCountChanged();
}

Page *DatabaseView::currentPage() const
{
    return m_stack->currentWidget() == m_empty ? nullptr : m_pages[m_current];
}

void DatabaseView::showPage(PageId id)
{
    m_current = id;
    if (m_stack->currentWidget() != m_empty)
        m_stack->setCurrentWidget(m_pages[id]);
    Q_EMIT pageChanged();
}

int DatabaseView::issueCount() const
{
    int n = m_session->schema().issueCount() + (m_problem.isEmpty() ? 0 : 1);
    for (Page *p : m_pages)
        n += p->issueCount();
    return n;
}

} // namespace askr::views
