// Build tool: turns rulebook/rulebook.md into rulebook.html with Qt's own
// Markdown support, every numbered section anchored (#s9-2 for §9.2).
//   ancients-rulebook-html <rulebook.md> <rulebook.html>
#include "rulebook.h"

#include <QFile>
#include <QGuiApplication>
#include <QSaveFile>
#include <QTextDocument>
#include <QTextStream>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    QTextStream err(stderr);
    if (args.size() != 3) {
        err << "usage: ancients-rulebook-html <rulebook.md> <rulebook.html>\n";
        return 2;
    }
    QFile in(args.at(1));
    if (!in.open(QIODevice::ReadOnly)) {
        err << "cannot read " << args.at(1) << ": " << in.errorString() << '\n';
        return 1;
    }
    QTextDocument document;
    const auto sections = Rulebook::load(&document, QString::fromUtf8(in.readAll()));
    int anchored = 0;
    for (const auto &section : sections)
        anchored += section.anchor.isEmpty() ? 0 : 1;
    if (anchored == 0) {
        err << args.at(1) << ": no heading carries an anchor such as {#s9-2}\n";
        return 1;
    }
    document.setMetaInformation(QTextDocument::DocumentTitle, sections.isEmpty() ? QString() : sections.first().title);
    QSaveFile out(args.at(2));
    if (!out.open(QIODevice::WriteOnly) || out.write(document.toHtml().toUtf8()) < 0 || !out.commit()) {
        err << "cannot write " << args.at(2) << ": " << out.errorString() << '\n';
        return 1;
    }
    return 0;
}
