// Writes the dice roller's roll sound, made here from nothing but arithmetic: a
// handful of dice striking a table, each strike a short burst of noise with a
// hollow knock in it, closer together and softer as the dice settle. The same
// program writes the same bytes every time (a fixed seed), so the sound is part
// of the source, not a sample from elsewhere.
//
//   ancients-make-roll-sound OUT.wav
//
// The file is 16-bit mono PCM WAV at 44.1 kHz, about 0.45 s long. Qt has no WAV
// writer of its own, so the 44-byte RIFF header is written here with QDataStream.

#include <QCoreApplication>
#include <QDataStream>
#include <QFile>
#include <QSaveFile>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

namespace {

constexpr int SampleRate = 44100;
constexpr double Length = 0.45; // seconds

/** A small fixed-seed generator (xorshift32), so the noise is the same on every build. */
class Noise
{
public:
    double next()
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 17;
        m_state ^= m_state << 5;
        return static_cast<double>(m_state) / 2147483648.0 - 1.0; // −1 … 1
    }

private:
    std::uint32_t m_state = 0x2545F491u;
};

/** One die striking the table at @p at seconds, @p loud from 0 to 1, knocking at @p pitch Hz. */
struct Strike
{
    double at;
    double loud;
    double pitch;
};

std::vector<double> synthesize()
{
    // The dice land, bounce and tumble: strikes come quicker and softer.
    const std::vector<Strike> strikes{{0.000, 1.00, 2300}, {0.012, 0.55, 3100}, {0.085, 0.80, 2650},
                                      {0.150, 0.62, 2900}, {0.158, 0.35, 2200}, {0.205, 0.50, 3300},
                                      {0.245, 0.38, 2500}, {0.276, 0.28, 3000}, {0.300, 0.20, 2750},
                                      {0.318, 0.12, 3200}};
    const auto total = static_cast<std::size_t>(Length * SampleRate);
    std::vector<double> out(total, 0.0);
    Noise noise;
    for (const Strike &strike : strikes) {
        const auto first = static_cast<std::size_t>(strike.at * SampleRate);
        double low = 0.0; // a one-pole low-pass takes the hiss off the burst
        for (std::size_t i = first; i < total; ++i) {
            const double t = static_cast<double>(i - first) / SampleRate;
            if (t > 0.06)
                break;
            const double click = std::exp(-t / 0.0025); // the hard edge of the strike
            const double body = std::exp(-t / 0.012);   // the knock rings a little longer
            low += 0.35 * (noise.next() - low);
            const double knock = std::sin(2.0 * std::numbers::pi * strike.pitch * t)
                + 0.5 * std::sin(2.0 * std::numbers::pi * strike.pitch * 1.47 * t);
            out[i] += strike.loud * (0.55 * click * low + 0.30 * body * knock);
        }
    }
    // A soft fade at the end, and the loudest sample at 70% of full scale.
    const double peak = std::max(1e-9, std::abs(*std::max_element(out.begin(), out.end(), [](double a, double b) {
        return std::abs(a) < std::abs(b);
    })));
    for (std::size_t i = 0; i < total; ++i) {
        const double fade = std::min(1.0, static_cast<double>(total - i) / (0.03 * SampleRate));
        out[i] = out[i] / peak * 0.7 * fade;
    }
    return out;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 2) {
        QTextStream(stderr) << "usage: ancients-make-roll-sound OUT.wav\n";
        return 2;
    }
    const std::vector<double> samples = synthesize();
    const auto dataBytes = static_cast<quint32>(samples.size() * 2);

    QSaveFile file(args.at(1));
    if (!file.open(QIODevice::WriteOnly)) {
        QTextStream(stderr) << "cannot write " << args.at(1) << ": " << file.errorString() << '\n';
        return 1;
    }
    QDataStream out(&file);
    out.setByteOrder(QDataStream::LittleEndian);
    out.writeRawData("RIFF", 4);
    out << quint32(36 + dataBytes);
    out.writeRawData("WAVE", 4);
    out.writeRawData("fmt ", 4);
    out << quint32(16) << quint16(1) /* PCM */ << quint16(1) /* mono */ << quint32(SampleRate)
        << quint32(SampleRate * 2) /* bytes a second */ << quint16(2) /* bytes a frame */ << quint16(16);
    out.writeRawData("data", 4);
    out << dataBytes;
    for (const double sample : samples)
        out << static_cast<qint16>(std::lround(sample * 32767.0));
    if (out.status() != QDataStream::Ok || !file.commit()) {
        QTextStream(stderr) << "cannot write " << args.at(1) << ": " << file.errorString() << '\n';
        return 1;
    }
    return 0;
}
