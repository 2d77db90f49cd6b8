#pragma once
// Each game's sample records, kept in its own folder as `<game folder>/samples/*.tidepool.json`
// (docs/architecture.md, "Adding a game"): `playing*.tidepool.json` (a game under way, a person at
// this screen to act) and `finished*.tidepool.json` (a game over). The registry-driven app and view
// suites open them for every registered game without naming one. The folders searched are the
// app's game folders and the example game's (TIDEPOOL_SAMPLE_ROOTS, '|' between, set by
// tests/CMakeLists.txt).
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

namespace tidepool::test {

/// The sample records of `game` whose file name starts with `kind` ("playing", "finished"), as
/// absolute paths sorted by name; empty when the game has none.
inline QStringList samplePaths(const QString& game, const QString& kind)
{
    QStringList paths;
    for (const QString& root : QStringLiteral(TIDEPOOL_SAMPLE_ROOTS).split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
        const QDir dir(root + QLatin1Char('/') + game + QStringLiteral("/samples"));
        for (const QString& name : dir.entryList({kind + QStringLiteral("*.tidepool.json")}, QDir::Files, QDir::Name))
            paths << dir.filePath(name);
    }
    return paths;
}

/// The text of the sample file `path` ("" when it can't be read).
inline QString sampleText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace tidepool::test
