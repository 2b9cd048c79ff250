#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>

#include <sys/mount.h>

namespace askr::robust {

// A small file system of its own (a 4 MB tmpfs, when root may mount one),
// so that filling it harms nothing else.
struct TinyDisk {
    QString dir;
    bool mounted = false;
    explicit TinyDisk(const QString &where)
        : dir(where)
    {
        QDir().mkpath(dir);
        mounted = ::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", 0, "size=4m") == 0;
    }
    ~TinyDisk()
    {
        if (mounted)
            ::umount2(QFile::encodeName(dir).constData(), MNT_DETACH);
    }
    TinyDisk(const TinyDisk &) = delete;
    TinyDisk &operator=(const TinyDisk &) = delete;
    // Fills it, leaving about left bytes.
    void fill(qint64 left) const
    {
        QFile f(dir + QStringLiteral("/filler"));
        if (!f.open(QIODevice::WriteOnly))
            return;
        const QByteArray block(4096, '\0');
        while (f.write(block) == block.size() && f.flush()) { }
        f.close();
        QFile::resize(f.fileName(), qMax<qint64>(0, QFileInfo(f.fileName()).size() - left));
    }
};

} // namespace askr::robust
