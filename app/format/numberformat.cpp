#include "numberformat.h"

#include <QCoreApplication>

#include <cstdint>

namespace numberformat {

QString whole(long long value)
{
    if (value < 0)
        return QChar(Minus) + QString::number(0ULL - static_cast<unsigned long long>(value));
    return QString::number(value);
}

QString signedNumber(long long value)
{
    return value > 0 ? QLatin1Char('+') + QString::number(value) : whole(value);
}

QString mixed(const ancients::Fraction &value)
{
    // The engine's fractions are reduced, with a positive denominator.
    const std::int64_t numerator = value.numerator();
    const std::int64_t denominator = value.denominator();
    const bool negative = numerator < 0;
    const std::uint64_t magnitude = negative ? 0U - static_cast<std::uint64_t>(numerator) : static_cast<std::uint64_t>(numerator);
    const auto below = static_cast<std::uint64_t>(denominator);
    const std::uint64_t integral = magnitude / below;
    const std::uint64_t rest = magnitude % below;
    QString text;
    if (rest == 0)
        text = QString::number(integral);
    else if (integral == 0)
        text = QStringLiteral("%1/%2").arg(rest).arg(below);
    else
        text = QStringLiteral("%1 %2/%3").arg(integral).arg(rest).arg(below);
    return negative ? QChar(Minus) + text : text;
}

QString fraction(const ancients::Fraction &value)
{
    if (value.denominator() == 1)
        return whole(value.numerator());
    if (value.numerator() < 0)
        return QChar(Minus) + fraction(ancients::Fraction(-value.numerator(), value.denominator()));
    return QStringLiteral("%1/%2").arg(value.numerator()).arg(value.denominator());
}

QString chance(const ancients::Fraction &value)
{
    if (value == ancients::Fraction(1))
        return QCoreApplication::translate("NumberFormat", "certain");
    if (value == ancients::Fraction(0))
        return QCoreApplication::translate("NumberFormat", "impossible");
    return fraction(value);
}

} // namespace numberformat
