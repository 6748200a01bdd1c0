// Makes the battle bench_launch resumes: a new Roman v Gallic battle with N actions
// (benchbattle.h), kept in the app's own battle store under $XDG_DATA_HOME, the last
// opened, as a player who played them and closed the app would leave it.
//
//   bench_make_battle [--actions N]   (default 300)
#include "benchbattle.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // The app's own names: its data folder, where its store is (app/main/main.cpp).
    QCoreApplication::setOrganizationName(QStringLiteral("Ancients Companion"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("ancients-companion.example"));
    QCoreApplication::setApplicationName(QStringLiteral("ancients-companion"));

    int actions = 300;
    const QStringList args = QCoreApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        bool ok = false;
        if (args.at(i) == QLatin1String("--actions") && i + 1 < args.size() && (actions = args.at(++i).toInt(&ok), ok)
            && actions >= 0)
            continue;
        QTextStream(stderr) << "usage: bench_make_battle [--actions N]\n";
        return 2;
    }
    BattleSession session;
    const QString problem = benchbattle::play(session, actions);
    if (!problem.isEmpty()) {
        QTextStream(stderr) << "bench_make_battle: " << problem << '\n';
        return 1;
    }
    QTextStream(stdout) << "bench_make_battle: " << actions << " actions in battle " << session.battleId() << '\n';
    return 0;
}
