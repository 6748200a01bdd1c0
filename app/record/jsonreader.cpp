#include "jsonreader.h"

#include <QJsonParseError>
#include <QStringDecoder>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <set>
#include <vector>

namespace record::json {

namespace {

/**
 * A walk over raw JSON bytes, before Qt parses them, that refuses what Qt
 * would accept silently or build at any cost: a key given twice, a lone
 * surrogate escape, too deep, too many values, a list too long. It builds
 * nothing but the keys of the objects it is in. At a syntax error it stops
 * without a verdict: Qt's parser then says what is wrong.
 */
class Scanner
{
public:
    Scanner(const QByteArray &bytes, int maximumList)
        : m_bytes(bytes)
        , m_maximumList(maximumList)
    {
    }

    /** Fills @p parsed's refusal, if any; true when the bytes may go on to Qt's parser. */
    bool run(Parsed &parsed)
    {
        skipSpace();
        value(0);
        if (m_error.isEmpty())
            return true;
        parsed.error = m_error;
        parsed.refused = true;
        parsed.offset = m_errorAt;
        parsed.path = m_errorPath;
        return false;
    }

private:
    struct Frame
    {
        bool object = false;
        qsizetype count = 0;
        QString key;
        std::set<QString> keys;
    };

    [[nodiscard]] bool atEnd() const { return m_at >= m_bytes.size(); }
    [[nodiscard]] char peek() const { return atEnd() ? '\0' : m_bytes.at(m_at); }

    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++m_at;
    }

    /** Where the walk is; @p ofContainer: the object or list it is in, not the element. */
    QString path(bool ofContainer) const
    {
        QString text;
        const std::size_t frames = m_stack.size() - (ofContainer && !m_stack.empty() ? 1 : 0);
        for (std::size_t i = 0; i < frames; ++i) {
            const Frame &frame = m_stack[i];
            if (frame.object)
                text += (text.isEmpty() ? QString() : QStringLiteral(".")) + frame.key;
            else
                text += QStringLiteral("[%1]").arg(frame.count - 1);
        }
        return text;
    }

    /** Stops the walk with a refusal at @p at. */
    bool refuse(const QString &what, qsizetype at, bool ofContainer = false)
    {
        m_error = what;
        m_errorAt = at;
        m_errorPath = path(ofContainer);
        return false;
    }

    bool value(int depth)
    {
        if (++m_values > limits::MaximumValues)
            return refuse(QStringLiteral("holds more than %1 values").arg(limits::MaximumValues), m_at);
        const char c = peek();
        if (c == '{' || c == '[') {
            if (depth >= limits::MaximumDepth)
                return refuse(QStringLiteral("is nested more than %1 deep").arg(limits::MaximumDepth), m_at);
            return container(c == '{', depth + 1);
        }
        if (c == '"')
            return string(nullptr);
        // A number, true, false or null: Qt's parser judges its form.
        while (!atEnd() && peek() != ',' && peek() != ']' && peek() != '}' && peek() != ' ' && peek() != '\n'
               && peek() != '\r' && peek() != '\t')
            ++m_at;
        return true;
    }

    bool container(bool object, int depth)
    {
        ++m_at;
        m_stack.push_back(Frame{object, 0, {}, {}});
        skipSpace();
        const char close = object ? '}' : ']';
        if (peek() == close) {
            ++m_at;
            m_stack.pop_back();
            return true;
        }
        for (;;) {
            Frame &frame = m_stack.back();
            ++frame.count;
            if (!object && frame.count > m_maximumList)
                return refuse(QStringLiteral("has more than %1 entries").arg(m_maximumList), m_at, true);
            if (object) {
                const qsizetype keyAt = m_at;
                QString key;
                if (peek() != '"' || !string(&key))
                    return false;
                if (!m_stack.back().keys.insert(key).second)
                    return refuse(QStringLiteral("\"%1\" is given twice").arg(excerpt(key)), keyAt, true);
                m_stack.back().key = key;
                skipSpace();
                if (peek() != ':')
                    return false;
                ++m_at;
                skipSpace();
            }
            if (!value(depth))
                return false;
            skipSpace();
            if (peek() == ',') {
                ++m_at;
                skipSpace();
                continue;
            }
            if (peek() != close)
                return false;
            ++m_at;
            m_stack.pop_back();
            return true;
        }
    }

    /** Four hex digits at m_at, or none. */
    std::optional<unsigned> hex4()
    {
        if (m_at + 4 > m_bytes.size())
            return std::nullopt;
        bool ok = false;
        const unsigned unit = m_bytes.mid(m_at, 4).toUInt(&ok, 16);
        if (!ok)
            return std::nullopt;
        m_at += 4;
        return unit;
    }

    /** Whether @p text is UTF-8 (no stray, overlong or surrogate sequences), as Qt's parser requires. */
    static bool isUtf8(QByteArrayView text)
    {
        if (std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
            return true;
        QStringDecoder decoder(QStringConverter::Utf8, QStringConverter::Flag::Stateless);
        (void)QString(decoder.decode(text));
        return !decoder.hasError();
    }

    /** A string from its opening quote; @p key: decoded, when it is wanted. */
    bool string(QString *key)
    {
        const qsizetype start = m_at;
        ++m_at;
        bool escaped = false;
        for (;;) {
            if (atEnd())
                return false;
            const char c = m_bytes.at(m_at);
            if (c == '"')
                break;
            if (c != '\\') {
                ++m_at;
                continue;
            }
            escaped = true;
            ++m_at;
            if (atEnd())
                return false;
            if (m_bytes.at(m_at++) != 'u')
                continue;
            const qsizetype unitAt = m_at - 2;
            const auto unit = hex4();
            if (!unit)
                return false;
            if (*unit >= 0xdc00 && *unit <= 0xdfff)
                return refuse(QStringLiteral("holds a lone surrogate (\\u%1), which is not text").arg(*unit, 4, 16, QLatin1Char('0')), unitAt);
            if (*unit >= 0xd800 && *unit <= 0xdbff) {
                const auto low = m_at + 1 < m_bytes.size() && m_bytes.at(m_at) == '\\' && m_bytes.at(m_at + 1) == 'u'
                    ? (m_at += 2, hex4())
                    : std::nullopt;
                if (!low || *low < 0xdc00 || *low > 0xdfff)
                    return refuse(QStringLiteral("holds a lone surrogate (\\u%1), which is not text").arg(*unit, 4, 16, QLatin1Char('0')), unitAt);
            }
        }
        ++m_at;
        if (m_at - start - 2 > limits::MaximumTextBytes)
            return refuse(QStringLiteral("holds a text of more than %1 bytes").arg(limits::MaximumTextBytes), start);
        if (!isUtf8(QByteArrayView(m_bytes).sliced(start + 1, m_at - start - 2)))
            return refuse(QStringLiteral("holds bytes that are not UTF-8 text"), start);
        if (key) {
            const QByteArray raw = m_bytes.mid(start, m_at - start);
            *key = escaped ? QJsonDocument::fromJson("[" + raw + "]").array().at(0).toString() : QString::fromUtf8(raw.mid(1, raw.size() - 2));
        }
        return true;
    }

    const QByteArray &m_bytes;
    int m_maximumList;
    qsizetype m_at = 0;
    int m_values = 0;
    std::vector<Frame> m_stack;
    QString m_error;
    qsizetype m_errorAt = 0;
    QString m_errorPath;
};

/** Line and column (from 1, in characters) of the byte before @p offset. */
void place(Parsed &parsed, const QByteArray &bytes, qsizetype offset)
{
    const QByteArray before = bytes.left(std::clamp<qsizetype>(offset, 0, bytes.size()));
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    parsed.line = before.count('\n') + 1;
    parsed.column = QString::fromUtf8(before.mid(lineStart)).size() + 1;
}

} // namespace

Parsed parse(const QByteArray &bytes, ParseLimits limits)
{
    Parsed parsed;
    if (bytes.size() > limits.bytes) {
        parsed.error = QStringLiteral("is larger than %1 bytes").arg(limits.bytes);
        parsed.refused = true;
        parsed.line = 1;
        parsed.column = 1;
        return parsed;
    }
    if (!Scanner(bytes, limits.list).run(parsed)) {
        place(parsed, bytes, parsed.offset);
        return parsed;
    }
    QJsonParseError parseError;
    parsed.document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error == QJsonParseError::NoError)
        return parsed;
    parsed.error = parseError.errorString();
    parsed.offset = parseError.offset;
    // The offset is just past the character the parser stumbled on, so the problem is the one before it.
    place(parsed, bytes, parseError.offset - 1);
    return parsed;
}

std::optional<QByteArray> readCapped(QIODevice &device, qint64 maximum, QString *error)
{
    QByteArray bytes;
    // One byte more than allowed tells a file at the limit from one over it.
    while (bytes.size() <= maximum) {
        const qint64 wanted = std::min<qint64>(64 * 1024, maximum + 1 - bytes.size());
        const qsizetype before = bytes.size();
        bytes.resize(before + wanted);
        const qint64 read = device.read(bytes.data() + before, wanted);
        bytes.resize(before + std::max<qint64>(read, 0));
        if (read < 0) {
            *error = QStringLiteral("cannot be read (%1)").arg(device.errorString());
            return std::nullopt;
        }
        if (read == 0)
            break;
    }
    if (bytes.size() > maximum) {
        *error = QStringLiteral("is larger than %1 bytes, far more than any file of this kind").arg(maximum);
        return std::nullopt;
    }
    return bytes;
}

QString excerpt(const QString &text, int maximum)
{
    if (text.size() <= maximum)
        return text;
    return text.left(maximum) + QChar(0x2026);
}

std::optional<QString> textProblem(const QString &text, bool multiline)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (multiline && (c == QLatin1Char('\n') || c == QLatin1Char('\t')))
            continue;
        if (c.category() == QChar::Other_Control)
            return QStringLiteral("holds a control character (U+%1) at character %2")
                .arg(c.unicode(), 4, 16, QLatin1Char('0'))
                .arg(i + 1);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            ++i;
            continue;
        }
        if (c.isSurrogate())
            return QStringLiteral("holds a lone surrogate at character %1").arg(i + 1);
    }
    return std::nullopt;
}

std::optional<int> wholeInRange(double number, int minimum, int maximum)
{
    // Every comparison on the double: a NaN fails them all, an infinity or 3e9 fails the range.
    if (!(number >= minimum && number <= maximum) || number != std::floor(number))
        return std::nullopt;
    return static_cast<int>(number);
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
    if (!value.isDouble())
        return std::nullopt;
    return wholeInRange(value.toDouble(), minimum, maximum);
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
    ++m_problemCount;
    if (m_problemCount <= limits::MaximumProblems)
        problems << path + QStringLiteral(": ") + what;
    else if (m_problemCount == limits::MaximumProblems + 1)
        problems << QStringLiteral("and more problems (only the first %1 are listed)").arg(limits::MaximumProblems);
}

QStringList capped(const QStringList &problems)
{
    if (problems.size() <= limits::MaximumProblems)
        return problems;
    QStringList first = problems.mid(0, limits::MaximumProblems);
    first << QStringLiteral("and more problems (only the first %1 are listed)").arg(limits::MaximumProblems);
    return first;
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
    return text(value, path, m_maximumTextLength, true);
}

QString Reader::text(const QJsonValue &value, const QString &path, int maximum, bool multiline)
{
    if (!value.isString()) {
        wrong(value, path, QStringLiteral("text"));
        return {};
    }
    const QString result = value.toString();
    if (result.size() > maximum)
        problem(path, QStringLiteral("is longer than %1 characters").arg(maximum));
    else if (const auto wrongText = textProblem(result, multiline))
        problem(path, *wrongText);
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
