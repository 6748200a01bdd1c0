#!/bin/sh
# Nothing a file or a player names is read as markup (issue 16, item 1): a Label or
# Text left at Qt's default (AutoText) renders a name holding <img src="http://...">
# as rich text and fetches the image. So, in the app's QML:
#  - every Label and Text states its textFormat (Text.PlainText unless it shows markup
#    the app itself made, such as the rulebook);
#  - a button, delegate, switch, dialog or combo box whose text, title or model binds a
#    name, a label, a title, the army catalogue or a list of Blocks draws it through a
#    contentItem, header or delegate of its own (a plain Label): their default items read
#    markup. A binding of translated words only may say so with "// only translated words".
# Usage: qml_plain_text.sh <folder of the app's QML>
set -u
folder=${1:?usage: qml_plain_text.sh QML_FOLDER}
found=$(for file in "$folder"/*.qml; do awk '
function strip(s) { gsub(/"([^"\\]|\\.)*"/, "\"\"", s); sub(/\/\/.*/, "", s); return s }
{
    raw = $0; line = strip($0)
    if (match(line, /(^[ \t]*|[:;{][ \t]*)(Label|Text|Button|ItemDelegate|CheckBox|RadioButton|Switch|FlatSwitch|TabButton|MenuItem|ToolButton|RoundButton|DelayButton|CheckDelegate|RadioDelegate|SwitchDelegate|FlatSwitchDelegate|SwipeDelegate|Dialog|ComboBox)[ \t]*\{/)) {
        t = substr(line, RSTART, RLENGTH); gsub(/^[:;{ \t]+|[ \t{]+$/, "", t)
        top++; type[top] = t; start[top] = NR; depthAt[top] = depth; fmt[top] = 0; custom[top] = 0; data[top] = ""
    }
    for (k = 1; k <= top; k++) {
        # a property of object k: at depth depthAt[k] + 1, or after its "{" on its first line
        if (NR == start[k]) body = substr(line, index(line, "{") + 1)
        else if (depth == depthAt[k] + 1) body = line
        else continue
        m = split(body, statement, ";")
        for (j = 1; j <= m; j++) {
            if (statement[j] ~ /^[ \t]*textFormat[ \t]*:/) fmt[k] = 1
            if (statement[j] ~ /^[ \t]*(contentItem|header|delegate)[ \t]*:/) custom[k] = 1
            if (statement[j] !~ /^[ \t]*(text|title|model)[ \t]*:/ || raw ~ /\/\/ only translated words/) continue
            expr = statement[j]; sub(/^[ \t]*(text|title|model)[ \t]*:/, "", expr)
            if (expr ~ /[Nn]ame|[Ll]abel|[Tt]itle|ArmyCatalog|[Bb]locks/ && expr !~ /nativeName/) data[k] = NR
        }
    }
    n = split(line, ch, "")
    for (i = 1; i <= n; i++) {
        if (ch[i] == "{") depth++
        else if (ch[i] == "}") {
            depth--
            while (top > 0 && depth <= depthAt[top]) {
                if ((type[top] == "Label" || type[top] == "Text") && !fmt[top])
                    printf "%s:%d: %s without an explicit textFormat\n", FILENAME, start[top], type[top]
                else if (type[top] != "Label" && type[top] != "Text" && data[top] != "" && !custom[top])
                    printf "%s:%d: %s shows a name (line %d) through its default item, which reads markup\n", FILENAME, start[top], type[top], data[top]
                top--
            }
        }
    }
}' "$file"; done)
if [ -n "$found" ]; then
    echo "QML that could read a name from a file or a player as markup:"
    echo "$found"
    exit 1
fi
echo "every Label and Text states its textFormat, and every control that shows a name draws it as plain text"
