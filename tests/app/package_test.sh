#!/usr/bin/env bash
# Builds the .deb, unpacks it into a scratch root, checks what it installs and
# runs the installed app's --self-test.
#   package_test.sh BUILD_DIR
set -euo pipefail
build=$1
work=$build/package-test
rm -rf "$work" && mkdir -p "$work/root"
cpack -G DEB -B "$work" --config "$build/CPackConfig.cmake" >"$work/cpack.log"
deb=$(ls "$work"/ancients-companion_*.deb)
echo "package: $(basename "$deb") ($(stat -c %s "$deb") bytes)"
depends=$(dpkg-deb --field "$deb" Depends)
echo "depends: $depends"
dpkg-deb --extract "$deb" "$work/root"

id=org.ancientscompanion.AncientsCompanion
for file in usr/bin/ancients-companion \
    usr/share/ancients-companion/rulebook.html \
    "usr/share/applications/$id.desktop" \
    "usr/share/metainfo/$id.metainfo.xml" \
    "usr/share/icons/hicolor/scalable/apps/$id.svg"; do
    if [ ! -f "$work/root/$file" ]; then
        echo "the package does not install /$file" >&2
        exit 1
    fi
done
desktop-file-validate "$work/root/usr/share/applications/$id.desktop"
appstreamcli validate --no-net "$work/root/usr/share/metainfo/$id.metainfo.xml"
# (No "dpkg-deb | grep -q" here: grep stopping early kills dpkg-deb with
# SIGPIPE, and pipefail turns that into a failure at random.)
for module in qml6-module-qtquick-controls qml6-module-qtmultimedia; do
    case "$depends" in
    *"$module"*) ;;
    *)
        echo "the package does not depend on $module, which it loads" >&2
        exit 1
        ;;
    esac
done

export QT_QPA_PLATFORM=offscreen
"$work/root/usr/bin/ancients-companion" --self-test
