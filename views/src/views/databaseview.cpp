#include "views/databaseview.h"

#include "models/loghealth.h"

#include "views/actionrunner.h"
#include "operations/database/schemas.h"
#include "views/alertwatch.h"
#include "views/cache/cachepage.h"
#include "views/cache/lockspage.h"
#include "views/edgeoverlay.h"
#include "views/emptystate.h"
#include "views/overview/overviewpage.h"
#include "views/pubsub/pubsubpage.h"
#include "views/queue/deadletterspage.h"
#include "views/queue/queuespage.h"
#include "models/freshness.h"
#include "models/queue/queueoverviewmodel.h"
#include "storage/session.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace askr::views {

DatabaseView::DatabaseView(storage::Session *session, models::QueueOverviewModel *queues, models::OverviewModel *overview, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_queues(queues)
    , m_overview(overview)
    , m_stack(new QStackedWidget(this))
    , m_banner(new QLabel(this))
    , m_overlay(new QWidget(this))
    , m_staleBanner(new QLabel(m_overlay))
    , m_movedBanner(new QLabel(m_overlay))
    , m_problemsButton(new QToolButton(this))
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
    if (session->isSnapshot())
        m_banner->setText(tr("<b>%1</b> — every figure is as of then; nothing on disk is changed and actions are disabled. %2")
                              .arg(models::Freshness::snapshotNote(session).toHtmlEscaped(), session->plan().reason.toHtmlEscaped()));
    else if (session->isReadOnly())
        m_banner->setText(tr("<b>%1</b> — nothing on disk is changed and actions are disabled. %2")
                              .arg(storage::modeName(session->mode()).toHtmlEscaped(), session->plan().reason.toHtmlEscaped()));
    // Writing to a server changes it for everyone: the window says where.
    const bool writesServer = session->plan().remote && !session->isReadOnly();
    if (writesServer)
        m_banner->setText(tr("<b>%1</b> — actions change the database on %2 for everyone who uses it; a replica forwards them to its primary.")
                              .arg(storage::modeName(session->mode()).toHtmlEscaped(), session->plan().url.toString().toHtmlEscaped()));
    m_banner->setVisible((session->isReadOnly() || writesServer) && session->plan().error.isEmpty());
    layout->addWidget(m_banner);
    // A server that stopped answering: every page keeps its last figures,
    // and this says above them that they are stale and since when. It and
    // the file-moved one float over the top of the page, so that coming
    // and going they never move it (issue 32).
    auto *overlayBox = new QVBoxLayout(m_overlay);
    overlayBox->setContentsMargins(0, 0, 0, 0);
    overlayBox->setSpacing(0);
    m_overlay->setObjectName(QStringLiteral("bannerOverlay"));
    m_overlay->setAutoFillBackground(true);
    m_staleBanner->setObjectName(QStringLiteral("staleBanner"));
    m_movedBanner->setObjectName(QStringLiteral("movedBanner"));
    QColor warm(QStringLiteral("#f67400")); // Breeze's warning orange, readable on light and dark
    warm.setAlpha(70);
    for (QLabel *banner : {m_staleBanner, m_movedBanner}) {
        banner->setWordWrap(true);
        banner->setContentsMargins(8, 4, 8, 4);
        banner->setAutoFillBackground(true);
        QPalette warmPal = banner->palette();
        warmPal.setColor(QPalette::Window, warm);
        banner->setPalette(warmPal);
        banner->hide();
        overlayBox->addWidget(banner);
    }
    m_overlay->hide();
    connect(session, &storage::Session::reachabilityChanged, this, &DatabaseView::updateStaleBanner);
    // The Problems list: each entry opens the page that shows it.
    m_problemsButton->setObjectName(QStringLiteral("problemsButton"));
    m_problemsButton->setIcon(QIcon::fromTheme(QStringLiteral("dialog-warning")));
    m_problemsButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_problemsButton->setPopupMode(QToolButton::InstantPopup);
    m_problemsButton->setAutoRaise(true);
    auto *problemsMenu = new QMenu(m_problemsButton);
    problemsMenu->setObjectName(QStringLiteral("problemsMenu"));
    problemsMenu->setToolTipsVisible(true);
    m_problemsButton->setMenu(problemsMenu);
    connect(problemsMenu, &QMenu::aboutToShow, this, [this, problemsMenu] {
        problemsMenu->clear();
        for (const Problem &p : problems()) {
            const QString title = m_pages[p.page]->title();
            QAction *a = problemsMenu->addAction(QIcon::fromTheme(QStringLiteral("dialog-warning")),
                                                 QFontMetrics(problemsMenu->font()).elidedText(tr("%1: %2").arg(title, p.text), Qt::ElideRight, 700));
            a->setToolTip(p.text);
            a->setData(int(p.page));
            connect(a, &QAction::triggered, this, [this, page = p.page] { Q_EMIT pageRequested(int(page)); });
        }
    });
    auto *problemsRow = new QHBoxLayout;
    problemsRow->setContentsMargins(4, 0, 4, 0);
    problemsRow->addStretch(1);
    problemsRow->addWidget(m_problemsButton);
    // Its room is kept while there is no problem: its coming and going
    // does not move the page (issue 32).
    QSizePolicy keep = m_problemsButton->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_problemsButton->setSizePolicy(keep);
    layout->addLayout(problemsRow);
    connect(this, &DatabaseView::issueCountChanged, this, &DatabaseView::updateProblemsButton);
    layout->addWidget(m_stack);
    new EdgeOverlay(m_overlay, EdgeOverlay::Edge::Top, m_stack);
    // Before the pages connect theirs: the current page is on screen when
    // they ask for their first reads, so that its reads go first.
    connect(session, &storage::Session::schemaChanged, this, &DatabaseView::updateState);
    m_pages[Overview] = new OverviewPage(session, queues, overview, this);
    m_pages[Queues] = new QueuesPage(session, queues, this);
    m_pages[DeadLetters] = new DeadLettersPage(session, queues, this);
    m_pages[Cache] = new CachePage(session, this);
    m_pages[Locks] = new LocksPage(session, this);
    m_pages[PubSub] = new PubSubPage(session, this);
    // Desktop notifications for this database (off until turned on).
    m_alertWatch = new AlertWatch(session, queues, this);
    static_cast<OverviewPage *>(m_pages[Overview])->setAlertWatch(m_alertWatch);
    m_alertWatch->setOrphanedLocks(static_cast<LocksPage *>(m_pages[Locks])->orphanedLocks());
    connect(m_alertWatch, &AlertWatch::raised, this, [this](const QString &title, const QString &body) {
        Q_EMIT statusMessage(tr("Alert: %1. %2").arg(title, body));
    });
    connect(m_alertWatch, &AlertWatch::clicked, this, [this](int page) {
        Q_EMIT pageRequested(page);
        Q_EMIT alertClicked(page);
    });
    for (Page *p : m_pages) {
        m_stack->addWidget(p);
        connect(p, &Page::issueCountChanged, this, &DatabaseView::issueCountChanged);
        connect(p, &Page::statusMessage, this, &DatabaseView::statusMessage);
        connect(p, &Page::pageRequested, this, &DatabaseView::pageRequested);
    }
    // Stale figures are a problem, whose text says their age.
    connect(queues->freshness(), &models::Freshness::changed, this, &DatabaseView::issueCountChanged);
    // After the pages' own: the Pub/sub page makes its models when it
    // learns that the tables are there.
    connect(session, &storage::Session::schemaChanged, this, [this] {
        m_alertWatch->setSubscribers(static_cast<PubSubPage *>(m_pages[PubSub])->subscribersModel());
    });
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
        runWrite(this, m_session, operations::database::SchemaActions::installTables(m_session->path(), operations::database::missingContracts(m_session->schema())),
                 [this](qint64) { m_session->reinspect(); },
                 [this](const QString &message) { notify(this, tr("Add the Askr Tables"), message, true); });
    });
    // What an action left unfinished when its process stopped is settled
    // once the database is open (and said in the message bar).
    connect(session, &storage::Session::opened, this, [this] { settleIntents(this, m_session); });
    // The app's own records (history, activity log) failing to be written
    // is one of this view's problems, and said in the status bar.
    connect(models::LogHealth::instance(), &models::LogHealth::changed, this, [this](const QString &message) {
        updateProblemsButton();
        if (!message.isEmpty())
            Q_EMIT statusMessage(message);
        Q_EMIT problemChanged();
        Q_EMIT issueCountChanged();
    });
    // Its -wal or -shm deleted by another program: opened anew, and said.
    connect(session, &storage::Session::filesReopened, this, [this](const QString &message) { Q_EMIT statusMessage(message); });
    // Deleted or replaced underneath us: say so above every page, for good.
    connect(session, &storage::Session::fileMoved, this, [this](const QString &message) {
        m_problem = message;
        m_movedBanner->setText(message.toHtmlEscaped());
        m_movedBanner->show();
        updateOverlay();
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
    updateProblemsButton();
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

void DatabaseView::setApplication(const QStringList &lines)
{
    if (lines.isEmpty() || m_application == lines)
        return;
    m_application = lines;
    QString html = QStringLiteral("<b>%1</b>").arg(lines.first().toHtmlEscaped());
    for (qsizetype i = 1; i < lines.size(); ++i)
        html += QStringLiteral("<br>• ") + lines.at(i).toHtmlEscaped();
    const QString mode = m_banner->text();
    m_banner->setText(mode.isEmpty() ? html : mode + QStringLiteral("<br>") + html);
    m_banner->show();
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

QList<DatabaseView::Problem> DatabaseView::problems() const
{
    QList<Problem> out;
    if (!m_problem.isEmpty())
        out.append({Overview, m_problem});
    for (const QString &m : m_session->schema().messages())
        out.append({Overview, m});
    if (const models::Freshness *fresh = staleFigures())
        out.append({Overview, fresh->explanation()});
    for (const QString &text : models::LogHealth::instance()->problems())
        out.append({Overview, text});
    for (int p = 0; p < NUM_PAGES; ++p)
        for (const QString &text : m_pages[p]->issues())
            out.append({PageId(p), text});
    return out;
}

QStringList DatabaseView::problems(PageId page) const
{
    QStringList out;
    for (const Problem &p : problems())
        if (p.page == page)
            out << p.text;
    return out;
}

const models::Freshness *DatabaseView::staleFigures() const
{
    // The queue overview reads on its clock whatever is shown: when it is
    // stale, reads are failing or late, and every page's figures are old.
    if (!m_session->schema().hasQueue())
        return nullptr;
    const models::Freshness *fresh = m_queues->freshness();
    return fresh->isStale() ? fresh : nullptr;
}

void DatabaseView::updateStaleBanner()
{
    if (m_session->isReachable()) {
        m_staleBanner->hide();
        updateOverlay();
        return;
    }
    const QLocale locale;
    const auto time = [&locale](qint64 at) { return locale.toString(QDateTime::fromSecsSinceEpoch(at).time(), QLocale::ShortFormat); };
    const QString asOf = m_session->lastAnswerAt() ? tr("the figures on this page are as of %1 and are stale").arg(time(m_session->lastAnswerAt()))
                                                   : tr("nothing has been read from it yet");
    if (m_session->plan().remote)
        m_staleBanner->setText(tr("<b>%1 is not answering</b> since %2: %3. Asking again, less and less often (up to every 30 s). %4")
                                   .arg(m_session->plan().url.toString().toHtmlEscaped(), time(m_session->unreachableSince()), asOf,
                                       m_session->unreachableReason().toHtmlEscaped()));
    else
        m_staleBanner->setText(tr("<b>The database process stopped</b> at %1: %2. %3")
                                   .arg(time(m_session->unreachableSince()), asOf, m_session->unreachableReason().toHtmlEscaped()));
    m_staleBanner->show();
    updateOverlay();
}

void DatabaseView::updateOverlay()
{
    m_overlay->setVisible(!m_staleBanner->isHidden() || !m_movedBanner->isHidden());
}

void DatabaseView::updateProblemsButton()
{
    const int n = issueCount();
    m_problemsButton->setText(tr("%n problem(s)", nullptr, n));
    QStringList lines;
    for (const Problem &p : problems())
        lines << QStringLiteral("• ") + p.text;
    m_problemsButton->setToolTip(tr("Open the page of a problem:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
    m_problemsButton->setVisible(n > 0);
}

int DatabaseView::issueCount() const
{
    int n = m_session->schema().issueCount() + (m_problem.isEmpty() ? 0 : 1) + (staleFigures() ? 1 : 0)
        + int(models::LogHealth::instance()->problems().size());
    for (Page *p : m_pages)
        n += p->issueCount();
    return n;
}

} // namespace askr::views
