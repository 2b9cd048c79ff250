#include "models/queue/jobnamecell.h"

#include "models/queue/jobfilters.h"
#include "operations/format/format.h"
#include "value.h"

#include <QFont>

namespace askr::models {

QVariant JobNameCell::data(const contracts::Value &name, qint64 payloadSize, int role)
{
    switch (role) {
    case Qt::DisplayRole:
        return name.isNull() ? tr("(unnamed)") : readableText(name);
    case Qt::ToolTipRole:
        return name.isNull() ? tr("The payload is not JSON with a displayName (%1).").arg(operations::formatBytes(payloadSize)) : readableText(name);
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (name.isNull()) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

} // namespace askr::models
