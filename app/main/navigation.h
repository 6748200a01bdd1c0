#pragma once

#include <QObject>
#include <QQmlEngine>

/**
 * App-wide navigation requests. Any page can ask for the rulebook at a
 * section ("§9.2" on a modifier, a state, a result); the main window answers
 * by opening the reader there. Pages ask for other pages the same way.
 */
class Navigation : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    /**
     * Shows section @p section ("9.2") of @p ruleset's rulebook, by its key ("my-wargame-rules";
     * empty for the Ancients Wargame), or its ruling @p section ("R1") from its rulings register.
     */
    Q_INVOKABLE void openRulebook(const QString &section, const QString &ruleset = {})
    {
        Q_EMIT rulebookRequested(section, ruleset);
    }
    /** Opens the page called @p name (the names Main.qml lists, e.g. "battle"). */
    Q_INVOKABLE void openPage(const QString &name) { Q_EMIT pageRequested(name); }

Q_SIGNALS:
    void rulebookRequested(const QString &section, const QString &ruleset);
    void pageRequested(const QString &name);
};
