#pragma once
// User settings (QSettings): learning mode by default, computer move pace, animation speed.
#include <QObject>
#include <QSettings>
#include <QtQml/qqmlregistration.h>

class AppSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// New games start with learning mode on (default true).
    Q_PROPERTY(bool learningModeDefault READ learningModeDefault NOTIFY changed)
    /// Pause before a computer move, in milliseconds (default 900).
    Q_PROPERTY(int botDelay READ botDelay NOTIFY changed)
    /// Duration of a turtle's move, in milliseconds (default 350; 0 = no animation).
    Q_PROPERTY(int animationDuration READ animationDuration NOTIFY changed)
    /// A record path given on the command line (`tidepool FILE`), "" when none.
    Q_PROPERTY(QString startupRecord READ startupRecord CONSTANT)
public:
    explicit AppSettings(QObject* parent = nullptr);

    bool learningModeDefault() const;
    int botDelay() const;
    int animationDuration() const;
    QString startupRecord() const;

    Q_INVOKABLE void setLearningModeDefault(bool on);
    Q_INVOKABLE void setBotDelay(int milliseconds);
    Q_INVOKABLE void setAnimationDuration(int milliseconds);

    /// Set by main() before QML starts.
    static void setStartupRecord(const QString& path);
    /// Screenshot mode: computer players wait and nothing animates, so the frame shows the record.
    static void setFrozen(bool frozen);

signals:
    void changed();

private:
    QSettings m_settings;
};
