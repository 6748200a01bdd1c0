// The app's imports in a process of their own, for tests/app/hostile_inputs_test.sh:
// that script runs this under an address-space cap (ulimit -v) with hostile files,
// so that a refusal that builds too much is seen to fail rather than pass slowly.
//
//   app_import_child DATA_DIR battle FILE       BattleSession::importBattle (the Battles page's import)
//   app_import_child DATA_DIR army FILE         ArmyCatalog::importFile (the Armies page's import)
//   app_import_child DATA_DIR army-name LENGTH  ArmyCatalog::saveArmy (the army builder) with a name
//                                               of LENGTH characters, one Block of Horse
//
// The store and the armies folder are kept under DATA_DIR (XDG_DATA_HOME), never the
// user's. Prints how many battles or armies are kept there afterwards. Exit status: 0 when
// the import was kept, 2 when it was refused (the message on stderr), 1 for a usage error.
#include "armycatalog.h"
#include "battlemodels.h"
#include "battlesession.h"

#include <QCoreApplication>
#include <QDir>
#include <QTextStream>
#include <QUrl>

int main(int argc, char *argv[])
{
    if (argc != 4) {
        QTextStream(stderr) << "usage: app_import_child DATA_DIR battle|army FILE | app_import_child DATA_DIR army-name LENGTH\n";
        return 1;
    }
    // Before anything asks where the app's data lives.
    qputenv("XDG_DATA_HOME", QDir(QString::fromLocal8Bit(argv[1])).absolutePath().toLocal8Bit());
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Ancients Companion"));
    QCoreApplication::setApplicationName(QStringLiteral("ancients-companion"));

    const QString what = QString::fromLocal8Bit(argv[2]);
    const QString argument = QString::fromLocal8Bit(argv[3]);
    QTextStream err(stderr);
    QTextStream out(stdout);
    if (what == QLatin1String("battle")) {
        BattleSession session;
        const bool kept = session.importBattle(QUrl::fromLocalFile(argument));
        if (!kept)
            err << session.lastError() << '\n';
        out << "battles kept: " << session.battles()->rowCount() << '\n';
        return kept ? 0 : 2;
    }
    ArmyCatalog catalog;
    QVariantMap result;
    if (what == QLatin1String("army")) {
        result = catalog.importFile(QUrl::fromLocalFile(argument));
    } else if (what == QLatin1String("army-name")) {
        bool ok = false;
        const int length = argument.toInt(&ok);
        if (!ok || length < 0) {
            err << "army-name: LENGTH must be a number of characters\n";
            return 1;
        }
        const QVariantMap horse{{QStringLiteral("name"), QStringLiteral("Horse")}, {QStringLiteral("type"), QStringLiteral("cavalry")},
                                {QStringLiteral("quality"), QStringLiteral("regular")}, {QStringLiteral("frontage"), 2},
                                {QStringLiteral("depth"), 1}};
        result = catalog.saveArmy({{QStringLiteral("name"), QString(length, QLatin1Char('N'))},
                                   {QStringLiteral("blocks"), QVariantList{horse}}});
    } else {
        err << "unknown import \"" << what.left(40) << "\"\n";
        return 1;
    }
    const bool kept = result.value(QStringLiteral("ok")).toBool();
    if (!kept)
        err << result.value(QStringLiteral("problems")).toStringList().join(QLatin1Char('\n')) << '\n';
    int imported = 0;
    for (int row = 0; row < catalog.rowCount(); ++row)
        imported += catalog.data(catalog.index(row), ArmyCatalog::BuiltInRole).toBool() ? 0 : 1;
    out << "armies kept: " << imported << '\n';
    return kept ? 0 : 2;
}
