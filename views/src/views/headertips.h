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
    // fitTitles(), then, where the sections run past the view (a layout
    // saved in a wider window), narrows the user-sized ones that are wider
    // than their title and content, so that nothing scrolls sideways and a
    // stretched section keeps at least its title. Done on every resize.
    static void fitToWidth(QHeaderView *header);
    // restoreState() of the sizes, order and hidden sections a user chose,
    // keeping the resize modes the code set (a state saved by an older
    // version must not freeze a stretched column at a few pixels).
    static bool restoreState(QHeaderView *header, const QByteArray &state);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit HeaderTips(QHeaderView *header);
    QHeaderView *m_header;
};

} // namespace askr::views
