// The roll sound (app/sounds/makerollsound.cpp): the project's own, synthesized at
// build time; a short, mono, 16-bit WAV that Qt Multimedia reads, the same bytes on
// every build, built into the app as :/sounds/roll.wav. No sound device is needed.
#include <QCryptographicHash>
#include <QDataStream>
#include <QFile>
#include <QProcess>
#include <QSoundEffect>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>


namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestRollSound : public QObject
{
    Q_OBJECT

private slots:
    void theFileIsAShortMonoWav()
    {
        const QByteArray wav = readAll(QStringLiteral(ANCIENTS_ROLL_SOUND));
        QVERIFY(wav.size() > 44);
        QDataStream in(wav);
        in.setByteOrder(QDataStream::LittleEndian);
        char tag[4];
        in.readRawData(tag, 4);
        QCOMPARE(QByteArray(tag, 4), QByteArray("RIFF"));
        quint32 riffSize = 0;
        in >> riffSize;
        QCOMPARE(riffSize, quint32(wav.size() - 8));
        in.readRawData(tag, 4);
        QCOMPARE(QByteArray(tag, 4), QByteArray("WAVE"));
        in.readRawData(tag, 4);
        QCOMPARE(QByteArray(tag, 4), QByteArray("fmt "));
        quint32 fmtSize = 0;
        quint16 format = 0, channels = 0, blockAlign = 0, bits = 0;
        quint32 rate = 0, byteRate = 0;
        in >> fmtSize >> format >> channels >> rate >> byteRate >> blockAlign >> bits;
        QCOMPARE(format, quint16(1)); // PCM
        QCOMPARE(channels, quint16(1));
        QCOMPARE(rate, quint32(44100));
        QCOMPARE(bits, quint16(16));
        in.readRawData(tag, 4);
        QCOMPARE(QByteArray(tag, 4), QByteArray("data"));
        quint32 dataSize = 0;
        in >> dataSize;
        const double seconds = double(dataSize) / byteRate;
        QVERIFY2(seconds > 0.2 && seconds < 1.0, qPrintable(QString::number(seconds)));
        // Loud enough to hear, never clipped, and silent at its end.
        int peak = 0;
        qint16 sample = 0;
        qint16 last = 0;
        while (!in.atEnd()) {
            in >> sample;
            peak = std::max(peak, std::abs(int(sample)));
            last = sample;
        }
        QVERIFY2(peak > 16000 && peak < 32767, qPrintable(QString::number(peak)));
        QVERIFY(std::abs(int(last)) < 200);
    }

    void theSameBytesEveryTime()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString again = dir.filePath(QStringLiteral("again.wav"));
        QCOMPARE(QProcess::execute(QStringLiteral(ANCIENTS_MAKE_ROLL_SOUND), {again}), 0);
        QCOMPARE(readAll(again), readAll(QStringLiteral(ANCIENTS_ROLL_SOUND)));
    }

    void theAppCarriesItAndQtMultimediaReadsIt()
    {
        QCOMPARE(readAll(QStringLiteral(":/sounds/roll.wav")), readAll(QStringLiteral(ANCIENTS_ROLL_SOUND)));
        QSoundEffect effect;
        effect.setSource(QUrl(QStringLiteral("qrc:/sounds/roll.wav")));
        QTRY_COMPARE_WITH_TIMEOUT(effect.status(), QSoundEffect::Ready, 5000);
    }
};

QTEST_MAIN(TestRollSound)
#include "tst_rollsound.moc"
