#pragma once

#include <QObject>

class QHeaderView;

namespace askr::views {

// Keeps a header's titles whole: a section the user may size is widened to
// its title when shown (in German too: "Warteschlange", not "Warteschlan"),
// and a section still too narrow shows its whole title as tooltip, ahead of
// the section's own tooltip.
class HeaderTips : public QObject
{
    Q_OBJECT
public:
    static void install(QHeaderView *header);
    // Whether section's title is cut at its present width.
    static bool isElided(const QHeaderView *header, int section);
    static int titleWidth(const QHeaderView *header, int section);
    // Widens every user-sized section narrower than its title.
    static void fitTitles(QHeaderView *header);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit HeaderTips(QHeaderView *header);
    QHeaderView *m_header;
};

} // namespace askr::views
