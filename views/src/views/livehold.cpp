#include "views/livehold.h"

#include "models/pagedtablemodel.h"
#include "views/pagedtableview.h"

#include <QAction>
#include <QEvent>
#include <QItemSelectionModel>
#include <QScrollBar>
#include <QTimer>
#include <QToolButton>

namespace askr::views {

LiveHold::LiveHold(PagedTableView *view, models::PagedTableModel *model, QAction *pause)
    : QObject(view)
    , m_view(view)
    , m_viewObject(view)
    , m_viewportObject(view->viewport())
    , m_model(model)
    , m_pause(pause)
    , m_button(new QToolButton(view))
    , m_settle(new QTimer(this))
{
    // A child of the view, not of its viewport: the viewport's children
    // scroll with the rows.
    m_button->setObjectName(view->objectName() + QStringLiteral("NewRows"));
    m_button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_button->setFocusPolicy(Qt::NoFocus);
    m_button->setCursor(Qt::PointingHandCursor);
    m_button->hide();
    m_settle->setSingleShot(true);
    m_settle->setInterval(0);
    connect(m_settle, &QTimer::timeout, this, &LiveHold::update);
    connect(m_button, &QToolButton::clicked, this, &LiveHold::buttonClicked);
    view->viewport()->installEventFilter(this);
    view->installEventFilter(this);
    m_button->installEventFilter(this);
    auto settle = [this] { m_settle->start(); };
    if (view->selectionModel())
        connect(view->selectionModel(), &QItemSelectionModel::selectionChanged, this, settle);
    connect(view->verticalScrollBar(), &QScrollBar::valueChanged, this, settle);
    connect(view->tableScrollBar(), &QScrollBar::valueChanged, this, settle);
    connect(model, &models::PagedTableModel::windowMoved, this, settle);
    connect(model, &QAbstractItemModel::modelReset, this, settle);
    connect(model, &models::PagedTableModel::newRowsChanged, this, &LiveHold::updateButton);
    if (pause)
        connect(pause, &QAction::toggled, this, [this] {
            update();
            updateButton();
        });
    update();
}

QAction *LiveHold::makePauseAction(const QString &objectName, QObject *parent)
{
    auto *pause = new QAction(QIcon::fromTheme(QStringLiteral("media-playback-pause")), tr("&Pause List"), parent);
    pause->setObjectName(objectName);
    pause->setCheckable(true);
    pause->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    pause->setToolTip(tr("Keep the list's rows still: new rows are counted above it instead of pushing it down "
                         "(the figures keep refreshing)"));
    return pause;
}

bool LiveHold::isHeld() const
{
    if (!m_view)
        return false;
    const QItemSelectionModel *selection = m_view->selectionModel();
    return m_overList || m_overButton || (m_pause && m_pause->isChecked()) || (selection && selection->hasSelection())
        || m_view->firstVisiblePosition() > 0;
}

void LiveHold::update()
{
    if (m_model)
        m_model->setHeld(isHeld());
}

void LiveHold::updateButton()
{
    const int rows = m_model ? m_model->newRows() : 0;
    const int gone = m_model ? m_model->goneRows() : 0;
    const bool paused = m_pause && m_pause->isChecked();
    if (rows > 0 && m_model->isDescending()) {
        m_button->setText(paused ? tr("Paused: %n new ▴", nullptr, rows) : tr("%n new ▴", nullptr, rows));
        m_button->setToolTip(tr("Rows that arrived while the list was held still: show them at the top"));
    } else if (rows > 0) {
        // A list in key order gains rows between those shown.
        m_button->setText(paused ? tr("Paused: %n new", nullptr, rows) : tr("%n new", nullptr, rows));
        m_button->setToolTip(tr("Rows that arrived between those shown while the list was held still: show them in place"));
    } else if (gone > 0) {
        // Only deletions: the greyed rows can be closed up.
        m_button->setText(paused ? tr("Paused: %n gone", nullptr, gone) : tr("%n gone", nullptr, gone));
        m_button->setToolTip(tr("Rows deleted while the list was held still are greyed: close them up"));
    } else {
        m_button->setText(tr("Paused"));
        m_button->setToolTip(tr("The list's rows stay still while paused: click to resume"));
    }
    m_button->setVisible(rows > 0 || gone > 0 || paused);
    m_button->adjustSize();
    place();
}

void LiveHold::place()
{
    if (!m_view)
        return;
    // Centred over the top of the rows, just under the header.
    const QRect rows = m_view->viewport()->geometry();
    const QSize size = m_button->sizeHint();
    m_button->setGeometry(rows.left() + (rows.width() - size.width()) / 2, rows.top() + 4, size.width(), size.height());
    m_button->raise();
}

void LiveHold::buttonClicked()
{
    if (!m_model || !m_view)
        return;
    if (m_model->newRows() == 0 && m_model->goneRows() == 0) {
        if (m_pause)
            m_pause->setChecked(false);
        return;
    }
    if (m_model->isDescending()) {
        m_model->setWindowStart(0);
        m_view->scrollToTop();
    }
    m_model->showNewRows();
}

bool LiveHold::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type == QEvent::Enter || type == QEvent::Leave) {
        const bool over = type == QEvent::Enter;
        if (watched == m_viewportObject)
            m_overList = over;
        else if (watched == m_button)
            m_overButton = over;
        m_settle->start();
    } else if (watched == m_viewObject) {
        // qobject_cast, not m_view: it says no while the view is being destroyed.
        if ((type == QEvent::Resize || type == QEvent::Show || type == QEvent::LayoutRequest) && qobject_cast<PagedTableView *>(watched))
            place();
        if (type == QEvent::Hide) {
            // Another page shown: nothing is under the pointer any more.
            m_overList = m_overButton = false;
            m_settle->start();
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace askr::views
