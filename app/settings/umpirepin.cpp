#include "umpirepin.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QSettings>

namespace {

constexpr auto SaltKey = "umpire/pinSalt";
constexpr auto HashKey = "umpire/pinHash";

QByteArray saltedHash(const QByteArray &salt, const QString &pin)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(salt);
    hash.addData(pin.toUtf8());
    return hash.result();
}

} // namespace

namespace umpirepin {

bool isSet()
{
    return !QSettings().value(QLatin1String(HashKey)).toByteArray().isEmpty();
}

bool matches(const QString &pin)
{
    const QSettings settings;
    const QByteArray salt = QByteArray::fromHex(settings.value(QLatin1String(SaltKey)).toByteArray());
    const QByteArray kept = QByteArray::fromHex(settings.value(QLatin1String(HashKey)).toByteArray());
    return !kept.isEmpty() && saltedHash(salt, pin) == kept;
}

bool wellFormed(const QString &pin)
{
    if (pin.size() < ShortestPin || pin.size() > LongestPin)
        return false;
    for (const QChar c : pin) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    }
    return true;
}

void store(const QString &pin)
{
    QSettings settings;
    if (pin.isEmpty()) {
        settings.remove(QLatin1String(SaltKey));
        settings.remove(QLatin1String(HashKey));
        return;
    }
    QByteArray salt;
    for (int i = 0; i < 16; ++i)
        salt.append(static_cast<char>(QRandomGenerator::system()->bounded(256)));
    settings.setValue(QLatin1String(SaltKey), salt.toHex());
    settings.setValue(QLatin1String(HashKey), saltedHash(salt, pin).toHex());
}

} // namespace umpirepin
