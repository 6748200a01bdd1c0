#include "jsonreader.h"

#include <QJsonParseError>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace record::json {

Parsed parse(const QByteArray &bytes)
{
    QJsonParseError parseError;
    Parsed parsed;
    parsed.document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error == QJsonParseError::NoError)
        return parsed;
    parsed.error = parseError.errorString();
    parsed.offset = parseError.offset;
    // The offset is just past the character the parser stumbled on, so the problem is the one before it.
    const QByteArray before = bytes.left(std::clamp<qsizetype>(parseError.offset - 1, 0, bytes.size()));
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    parsed.line = before.count('\n') + 1;
    parsed.column = QString::fromUtf8(before.mid(lineStart)).size() + 1;
    return parsed;
}

QString keyText(std::string_view key)
{
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

QString quotedKeys(std::span<const std::string_view> keys)
{
    QStringList quoted;
    for (const std::string_view k : keys)
        quoted << QStringLiteral("\"%1\"").arg(keyText(k));
    return quoted.join(QStringLiteral(", "));
}

std::optional<double> wholeNumber(const QJsonValue &value)
{
    const double number = value.toDouble();
    if (!value.isDouble() || !std::isfinite(number) || number != std::floor(number))
        return std::nullopt;
    return number;
}

std::optional<int> wholeNumber(const QJsonValue &value, int minimum, int maximum)
{
    const auto number = wholeNumber(value);
    if (!number || *number < minimum || *number > maximum)
        return std::nullopt;
    return static_cast<int>(*number);
}

QString numberText(double number)
{
    if (std::abs(number) < 1e15 && number == std::floor(number))
        return QString::number(static_cast<qint64>(number));
    return QString::number(number);
}

QStringList unknownFields(const QJsonObject &object, const QStringList &known)
{
    QStringList unknown;
    for (const QString &field : object.keys()) {
        if (!known.contains(field))
            unknown << field;
    }
    return unknown;
}

QString Reader::describe(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String: {
        QString text = value.toString();
        if (text.size() > 40)
            text = text.left(37) + QStringLiteral("...");
        return QStringLiteral("\"%1\"").arg(text);
    }
    case QJsonValue::Double: {
        // As the file would write it: 4294967297, 2.5, 1e+300.
        const double number = value.toDouble();
        const qint64 integral = value.toInteger(); // 0 unless the number is a whole qint64
        if (integral != 0 || number == 0)
            return QString::number(integral);
        return QString::number(number, 'g', QLocale::FloatingPointShortest);
    }
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Array:
        return QStringLiteral("a list");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

void Reader::problem(const QString &path, const QString &what)
{
    problems << path + QStringLiteral(": ") + what;
}

void Reader::wrong(const QJsonValue &value, const QString &path, const QString &what)
{
    if (value.isUndefined())
        problem(path, QStringLiteral("is missing"));
    else
        problem(path, describe(value) + QStringLiteral(" is not ") + what);
}

void Reader::unknownField(const QString &path)
{
    problem(path, QStringLiteral("unknown field"));
}

int Reader::whole(const QJsonValue &value, const QString &path, int minimum, int maximum, const QString &what)
{
    const auto number = wholeNumber(value, minimum, maximum);
    if (!number) {
        wrong(value, path, what);
        return minimum;
    }
    return *number;
}

int Reader::number(const QJsonValue &value, const QString &path, int minimum, int maximum)
{
    return whole(value, path, minimum, maximum, QStringLiteral("a whole number from %1 to %2").arg(minimum).arg(maximum));
}

bool Reader::boolean(const QJsonValue &value, const QString &path)
{
    if (!value.isBool())
        wrong(value, path, QStringLiteral("true or false"));
    return value.toBool();
}

QString Reader::text(const QJsonValue &value, const QString &path)
{
    if (!value.isString()) {
        wrong(value, path, QStringLiteral("text"));
        return {};
    }
    const QString result = value.toString();
    if (result.size() > m_maximumTextLength)
        problem(path, QStringLiteral("is longer than %1 characters").arg(m_maximumTextLength));
    return result;
}

QJsonArray Reader::list(const QJsonValue &value, const QString &path)
{
    if (!value.isArray()) {
        wrong(value, path, QStringLiteral("a list"));
        return {};
    }
    const QJsonArray array = value.toArray();
    if (array.size() > m_maximumListLength) {
        problem(path, QStringLiteral("has more than %1 entries").arg(m_maximumListLength));
        return {};
    }
    return array;
}

} // namespace record::json
