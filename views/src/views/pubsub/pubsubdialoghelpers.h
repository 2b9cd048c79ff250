#pragma once

class QBoxLayout;
class QDialog;
class QDialogButtonBox;
class QLabel;
class QString;
class QWidget;

// What the pub/sub dialogs share.
namespace askr::views::pubsubdialog {

// OK (named acceptText) and Cancel at the bottom of a dialog.
QDialogButtonBox *addButtons(QDialog *dialog, QBoxLayout *layout, const QString &acceptText);
// A wrapped explanation.
QLabel *note(const QString &text, QWidget *parent);

} // namespace askr::views::pubsubdialog
