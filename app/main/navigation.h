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

    /** Opens the rulebook reader at section @p section, e.g. "9.2". */
    Q_INVOKABLE void openRulebook(const QString &section) { Q_EMIT rulebookRequested(section); }
    /** Opens the page called @p name (the names Main.qml lists, e.g. "battle"). */
    Q_INVOKABLE void openPage(const QString &name) { Q_EMIT pageRequested(name); }

Q_SIGNALS:
    void rulebookRequested(const QString &section);
    void pageRequested(const QString &name);
};
