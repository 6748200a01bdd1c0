#pragma once

// The one strict JSON reader of the app's formats: the battle file's codec
// (battlecodec.h), the army-list format (armylist.h) and the `ancients` command
// read their input through it. It parses a document and says where it fails,
// tells what a value is, checks whole numbers, keys of the engine's tables and
// unknown fields, and collects every problem with its JSON path. Each format
// keeps its own wording on top of it. Qt Core only.
//
// Before Qt parses anything, the raw bytes are scanned against the limits
// (inputlimits.h): a document too large, too deep, with too many values or a
// list too long is refused before it is built, and so is a key given twice in
// one object (Qt would keep the last silently), a lone UTF-16 surrogate written
// as an escape (Qt would turn it into "?") or a text whose bytes are not UTF-8
// (refused with its place, where Qt's parser gives only an offset).

#include "inputlimits.h"

#include "ancients/keys.h"

#include <QByteArray>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <set>
#include <span>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace record::json {

/**
 * Whether @p text is 64 lower-case hex digits, as the record writes a 256-bit hash or secret.
 * A plain test of each character: it runs on every entry a battle reads, where a regular
 * expression brought in its library and its compiler for no more than this.
 */
[[nodiscard]] inline bool isDigestText(QStringView text) noexcept
{
    return text.size() == 64 && std::all_of(text.begin(), text.end(), [](QChar c) {
               return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f');
           });
}

/** What parse() accepts: the most bytes, and the most elements of any list. */
struct ParseLimits
{
    qint64 bytes = limits::MaximumFileBytes;
    int list = limits::MaximumEntries;
};

/** A document read from bytes, or where and why it is not JSON or was refused. */
struct Parsed
{
    QJsonDocument document;
    QString error;        ///< empty when the bytes are JSON
    bool refused = false; ///< the bytes break a limit or give a key twice (error says which), rather than not being JSON
    QString path;         ///< refused: where, as a JSON path ("setup.army_a.blocks[2]"); "" for the document
    qsizetype offset = 0; ///< QJsonParseError::offset: the UTF-8 byte just past the one the parser stumbled on
    qsizetype line = 0;   ///< from 1: the line of the character the parser stumbled on
    qsizetype column = 0; ///< from 1, in characters

    [[nodiscard]] bool ok() const noexcept { return error.isEmpty(); }
};

/** @p bytes as a JSON document, or the parse error or the refusal with its place. */
[[nodiscard]] Parsed parse(const QByteArray &bytes, ParseLimits limits = {});

/**
 * The bytes of @p device, read up to @p maximum bytes and never further, so a
 * stream that never ends (/dev/zero, a pipe) costs no more; none, with
 * @p error set, when there is more or it cannot be read. The size a device
 * reports is not trusted: special files report 0.
 */
[[nodiscard]] std::optional<QByteArray> readCapped(QIODevice &device, qint64 maximum, QString *error);

/** @p text as a message quotes it: at most @p maximum characters, then "…". */
[[nodiscard]] QString excerpt(const QString &text, int maximum = limits::MaximumExcerpt);

/**
 * What is wrong with a name or a note as text, or nothing: control characters
 * (an escaped NUL included) and unpaired surrogates are refused; @p multiline
 * allows line breaks and tabs.
 */
[[nodiscard]] std::optional<QString> textProblem(const QString &text, bool multiline = false);

/**
 * @p number as an int if it is a whole number from @p minimum to @p maximum;
 * none for anything else (a fraction, out of range, infinite, not a number).
 * The range is checked on the double before any conversion, so no input can
 * make the conversion undefined.
 */
[[nodiscard]] std::optional<int> wholeInRange(double number, int minimum, int maximum);

/** A key of the engine's tables as text. */
[[nodiscard]] QString keyText(std::string_view key);

/** The key of @p value in the engine's table for its enum (ancients/keys.h), as text. */
template<typename Enum>
    requires std::is_enum_v<Enum>
[[nodiscard]] QString keyText(Enum value)
{
    return keyText(ancients::keyOf(value));
}

/** "\"a\", \"b\", \"c\"": @p keys, each quoted, for a message. */
[[nodiscard]] QString quotedKeys(std::span<const std::string_view> keys);

/** The value of @p Enum whose key is @p value; none if @p value is not text or not one of the keys. */
template<typename Enum>
[[nodiscard]] std::optional<Enum> key(const QJsonValue &value)
{
    if (!value.isString())
        return std::nullopt;
    return ancients::fromKey<Enum>(value.toString().toStdString());
}

/** A finite whole number (as a double, to quote it as written); none for anything else. */
[[nodiscard]] std::optional<double> wholeNumber(const QJsonValue &value);

/** A whole number from @p minimum to @p maximum; none for anything else. */
[[nodiscard]] std::optional<int> wholeNumber(const QJsonValue &value, int minimum, int maximum);

/** A JSON number as a file writes it: 4294967297, 2.5, 1e+300. */
[[nodiscard]] QString numberText(double number);

/** The fields of @p object that are not in @p known, in the object's (sorted) order. */
[[nodiscard]] QStringList unknownFields(const QJsonObject &object, const QStringList &known);

/**
 * Collects every problem while reading a value, each "path: what is wrong".
 * Each read returns a value even when the input is wrong (a default), so that
 * reading goes on and finds every problem; the caller accepts the result only
 * if no problem was found. A format that words its problems differently
 * overrides wrong() and unknownField().
 */
class Reader
{
public:
    /** @p maximumListLength, @p maximumTextLength: longer lists and texts are refused. */
    explicit Reader(int maximumListLength = limits::MaximumListLength, int maximumTextLength = limits::MaximumNotesLength)
        : m_maximumListLength(maximumListLength)
        , m_maximumTextLength(maximumTextLength)
    {
    }
    Reader(const Reader &) = default;
    Reader &operator=(const Reader &) = default;
    virtual ~Reader() = default;

    QStringList problems;

    /** A JSON value as a problem quotes it: text in quotes (cut after 40 characters), numbers as written, or what kind of thing it is. */
    [[nodiscard]] static QString describe(const QJsonValue &value);

    /** Records a problem; after limits::MaximumProblems, only how many more there were. */
    void problem(const QString &path, const QString &what);
    /** Whether as many problems were found as are reported: reading further only counts. */
    [[nodiscard]] bool full() const { return m_problemCount >= limits::MaximumProblems; }
    /** The value is missing or not what is wanted: says so once. */
    virtual void wrong(const QJsonValue &value, const QString &path, const QString &what);
    /** An object holds a field the format does not have. */
    virtual void unknownField(const QString &path);

    int whole(const QJsonValue &value, const QString &path, int minimum, int maximum, const QString &what);
    /** A whole number from @p minimum to @p maximum, so described. */
    int number(const QJsonValue &value, const QString &path, int minimum, int maximum);
    bool boolean(const QJsonValue &value, const QString &path);
    /** Text of at most the reader's maximum length, with no control characters (textProblem()). */
    QString text(const QJsonValue &value, const QString &path);
    /** Text of at most @p maximum characters; @p multiline allows line breaks. */
    QString text(const QJsonValue &value, const QString &path, int maximum, bool multiline);
    QJsonArray list(const QJsonValue &value, const QString &path);

    /** One of the keys @p keys (index i is value i of @p Enum); @p what names the thing in a problem. */
    template<typename Enum>
    Enum key(const QJsonValue &value, const QString &path, std::span<const std::string_view> keys, const QString &what)
    {
        if (value.isString()) {
            const QString given = value.toString();
            for (std::size_t i = 0; i < keys.size(); ++i) {
                if (given == keyText(keys[i]))
                    return static_cast<Enum>(i);
            }
        }
        wrong(value, path, QStringLiteral("%1 (%2)").arg(what, quotedKeys(keys)));
        return static_cast<Enum>(0);
    }

    /** A key of the engine's table for @p Enum. */
    template<typename Enum>
    Enum key(const QJsonValue &value, const QString &path, const QString &what)
    {
        return key<Enum>(value, path, ancients::keysOf<Enum>(), what);
    }

    /** Each element of a list, read by @p read(value, path). */
    template<typename T, typename Read>
    std::vector<T> each(const QJsonValue &value, const QString &path, Read read)
    {
        std::vector<T> result;
        const QJsonArray array = list(value, path);
        for (qsizetype i = 0; i < array.size(); ++i)
            result.push_back(read(array.at(i), QStringLiteral("%1[%2]").arg(path).arg(i)));
        return result;
    }

    /** null, or a value read by @p read(value, path). */
    template<typename T, typename Read>
    std::optional<T> nullable(const QJsonValue &value, const QString &path, Read read)
    {
        if (value.isNull())
            return std::nullopt;
        return read(value, path);
    }

private:
    int m_maximumListLength;
    int m_maximumTextLength;
    int m_problemCount = 0;
};

/** @p problems cut to limits::MaximumProblems, the rest summed up in one last line. */
[[nodiscard]] QStringList capped(const QStringList &problems);

/**
 * The fields of one JSON object: each read is by name, with its path; a field
 * the object has but nobody reads is reported as unknown when the reading ends.
 * @p R is the Reader, or a format's reader built on it.
 */
template<typename R = Reader>
class Fields
{
public:
    Fields(R &reader, const QJsonValue &value, QString path)
        : m_reader(reader)
        , m_path(std::move(path))
        , m_object(value.toObject())
        , m_isObject(value.isObject())
    {
        if (!m_isObject)
            m_reader.wrong(value, m_path, QStringLiteral("an object"));
    }
    Fields(const Fields &) = delete;
    Fields &operator=(const Fields &) = delete;
    ~Fields()
    {
        if (!m_isObject)
            return;
        for (const QString &name : m_object.keys()) {
            if (!m_read.contains(name))
                m_reader.unknownField(at(name));
        }
    }

    [[nodiscard]] bool isObject() const noexcept { return m_isObject; }
    [[nodiscard]] const QJsonObject &object() const noexcept { return m_object; }
    [[nodiscard]] QString at(const QString &name) const { return m_path + QLatin1Char('.') + name; }

    /** The field @p name, marked as read; undefined when missing (and the object is one). */
    QJsonValue operator[](const char *name)
    {
        const QString field = QString::fromLatin1(name);
        m_read.insert(field);
        if (!m_isObject)
            return QJsonValue(QJsonValue::Null); // reported once, as not an object
        return m_object.value(field);
    }

    /** Reads the field @p name with @p fn(reader, value, path). */
    template<typename Read>
    auto read(const char *name, Read fn)
    {
        const QJsonValue value = (*this)[name];
        using T = decltype(fn(m_reader, value, QString()));
        if (!m_isObject)
            return T{};
        return fn(m_reader, value, at(QString::fromLatin1(name)));
    }

    /** Marks every field as read, so none is reported as unknown. */
    void markAllRead()
    {
        for (const QString &name : m_object.keys())
            m_read.insert(name);
    }

private:
    R &m_reader;
    QString m_path;
    QJsonObject m_object;
    bool m_isObject = false;
    std::set<QString> m_read;
};

} // namespace record::json
