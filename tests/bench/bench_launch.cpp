// The launch benchmark: the app's time from launch to first frame against a bare
// Qt Quick Controls window measured in the same run, and the peak memory of both.
//
//   bench_launch [--runs N] [--app PATH] [--bare PATH] [--resume-actions N]
//
// Runs each case N times (default 15), alternating, under QT_QPA_PLATFORM=offscreen
// with --exit-after-first-frame, each launch from a settings and data directory of its own:
//   bare    the bare window;
//   app     the app's first launch (nothing kept): it opens on Home;
//   resume  the app resuming a battle of --resume-actions actions (default 300, made once
//           by bench_make_battle and copied in afresh for every launch) into the battle page.
// The launch time runs from spawn to the first frame, whose moment each program writes on
// the steady clock ("first-frame-steady-ns: N" on its standard output, which this reads
// through a pipe); the time to exit, teardown included, is printed beside it. Peak memory is
// the child's maximum resident set size (wait4), and so is its processor time (user +
// system, to exit), which a machine busy with other work inflates far less than the wall
// time. One untimed launch of each warms the file cache. Prints the medians, the ratios
// against the bare window (launch to first frame, processor time, peak memory); the last
// line is `ratio: X`, the app on Home against the bare window (launch to first frame), for
// a script to read.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace {

struct Launch
{
    bool ok = false;
    double milliseconds = 0; ///< spawn to first frame; -1 if the program wrote no first frame
    double exitMilliseconds = 0; ///< spawn to exit
    double cpuMilliseconds = 0; ///< user + system time: what a loaded machine does not inflate
    long peakKiB = 0;
    std::string problem;
};

// The environment of every child: ours, offscreen, with its own empty directories.
std::vector<std::string> childEnvironment(const std::string &home)
{
    std::vector<std::string> env;
    for (char **e = environ; *e; ++e) {
        const std::string entry(*e);
        const auto name = entry.substr(0, entry.find('='));
        if (name != "QT_QPA_PLATFORM" && name != "XDG_CONFIG_HOME" && name != "XDG_DATA_HOME"
            && name != "XDG_CACHE_HOME" && name != "XDG_RUNTIME_DIR" && name != "QT_QUICK_BACKEND")
            env.push_back(entry);
    }
    env.push_back("QT_QPA_PLATFORM=offscreen");
    env.push_back("XDG_CONFIG_HOME=" + home + "/config");
    env.push_back("XDG_DATA_HOME=" + home + "/data");
    env.push_back("XDG_CACHE_HOME=" + home + "/cache");
    env.push_back("XDG_RUNTIME_DIR=" + home); // made 0700, as Qt wants it
    return env;
}

Launch launch(const std::string &program, const std::string &home,
              std::vector<std::string> arguments = {"--exit-after-first-frame"})
{
    Launch result;
    std::vector<std::string> env = childEnvironment(home);
    std::vector<char *> envp;
    for (std::string &e : env)
        envp.push_back(e.data());
    envp.push_back(nullptr);
    std::string argument0 = program;
    std::vector<char *> argv{argument0.data()};
    for (std::string &a : arguments)
        argv.push_back(a.data());
    argv.push_back(nullptr);

    // The child's standard output comes back through a pipe: its first frame's moment.
    int out[2];
    if (pipe2(out, O_CLOEXEC) != 0) {
        result.problem = std::string("pipe: ") + std::strerror(errno);
        return result;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);

    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    if (spawned != 0) {
        close(out[0]);
        result.problem = "cannot start " + program + ": " + std::strerror(spawned);
        return result;
    }
    // Read while waiting, so that a talkative child never blocks on a full pipe.
    fcntl(out[0], F_SETFL, O_NONBLOCK);
    std::string output;
    const auto drain = [&] {
        char buffer[4096];
        ssize_t n = 0;
        while ((n = read(out[0], buffer, sizeof buffer)) > 0)
            output.append(buffer, static_cast<std::size_t>(n));
    };
    int status = 0;
    rusage usage{};
    const auto deadline = start + std::chrono::seconds(60);
    for (;;) {
        drain();
        const pid_t done = wait4(pid, &status, WNOHANG, &usage);
        if (done == pid)
            break;
        if (done < 0 && errno != EINTR) {
            result.problem = std::string("wait4: ") + std::strerror(errno);
            close(out[0]);
            return result;
        }
        if (std::chrono::steady_clock::now() > deadline) {
            kill(pid, SIGKILL);
            wait4(pid, &status, 0, &usage);
            close(out[0]);
            result.problem = program + " showed no first frame within 60 s";
            return result;
        }
        std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    const auto end = std::chrono::steady_clock::now();
    drain();
    close(out[0]);
    result.exitMilliseconds = std::chrono::duration<double, std::milli>(end - start).count();
    result.milliseconds = -1;
    const std::string mark = "first-frame-steady-ns: ";
    if (const auto at = output.rfind(mark); at != std::string::npos) {
        const long long ns = std::atoll(output.c_str() + at + mark.size());
        const auto frame = std::chrono::steady_clock::time_point(std::chrono::nanoseconds(ns));
        result.milliseconds = std::chrono::duration<double, std::milli>(frame - start).count();
    }
    result.peakKiB = usage.ru_maxrss; // Linux: kibibytes
    const auto ms = [](const timeval &t) { return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3; };
    result.cpuMilliseconds = ms(usage.ru_utime) + ms(usage.ru_stime);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        result.problem = program + " exited with " + (WIFEXITED(status) ? "code " + std::to_string(WEXITSTATUS(status))
                                                                         : "signal " + std::to_string(WTERMSIG(status)));
        return result;
    }
    result.ok = true;
    return result;
}

template<typename T>
T median(std::vector<T> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

struct Series
{
    std::string name;
    std::string program;
    std::vector<double> milliseconds;
    std::vector<double> exitMilliseconds;
    std::vector<double> cpuMilliseconds;
    std::vector<long> peakKiB;
    std::string seed; ///< a home to copy into each launch's own; empty: an empty home
};

void report(const Series &s)
{
    std::printf("%-6s processor time (user + system) to first frame and out: median %7.1f ms\n", s.name.c_str(),
                median(s.cpuMilliseconds));
    std::printf("%-6s launch to exit, teardown included: median %7.1f ms\n", s.name.c_str(), median(s.exitMilliseconds));
    std::printf("%-6s launch to first frame: median %7.1f ms (min %7.1f, max %7.1f); peak RSS: median %6.1f MiB (max %6.1f)\n",
                s.name.c_str(), median(s.milliseconds), *std::min_element(s.milliseconds.begin(), s.milliseconds.end()),
                *std::max_element(s.milliseconds.begin(), s.milliseconds.end()), static_cast<double>(median(s.peakKiB)) / 1024.0,
                static_cast<double>(*std::max_element(s.peakKiB.begin(), s.peakKiB.end())) / 1024.0);
}

} // namespace

int main(int argc, char *argv[])
{
    int runs = 15;
    Series app{"app", ANCIENTS_APP_PATH, {}, {}, {}, {}, {}};
    Series bare{"bare", ANCIENTS_BARE_WINDOW_PATH, {}, {}, {}, {}, {}};
    Series resume{"resume", ANCIENTS_APP_PATH, {}, {}, {}, {}, {}};
    std::string maker = ANCIENTS_MAKE_BATTLE_PATH;
    int resumeActions = 300;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--runs" && i + 1 < argc) {
            runs = std::atoi(argv[++i]);
        } else if (arg == "--app" && i + 1 < argc) {
            app.program = argv[++i];
        } else if (arg == "--bare" && i + 1 < argc) {
            bare.program = argv[++i];
        } else if (arg == "--resume-actions" && i + 1 < argc) {
            resumeActions = std::atoi(argv[++i]);
        } else {
            std::fprintf(stderr, "usage: %s [--runs N] [--app PATH] [--bare PATH] [--resume-actions N]\n", argv[0]);
            return 2;
        }
    }
    if (runs < 1) {
        std::fprintf(stderr, "--runs: give a number of launches of at least 1\n");
        return 2;
    }

    char scratch[] = "/tmp/bench_launch-XXXXXX";
    if (!mkdtemp(scratch)) {
        std::perror("mkdtemp");
        return 1;
    }
    int counter = 0;
    // The battle to resume, made once in a home of its own.
    resume.program = app.program;
    resume.seed = std::string(scratch) + "/seed";
    mkdir(resume.seed.c_str(), 0700);
    {
        const Launch made = launch(maker, resume.seed, {"--actions", std::to_string(resumeActions)});
        if (!made.ok) {
            std::fprintf(stderr, "bench_launch: the battle to resume: %s\n", made.problem.c_str());
            return 1;
        }
    }
    const auto run = [&](Series &s, bool timed) {
        // A fresh home for every launch: a first launch with no saved state, or the battle to resume as it was left.
        const std::string home = std::string(scratch) + "/" + std::to_string(++counter);
        mkdir(home.c_str(), 0700);
        if (!s.seed.empty()) {
            std::error_code error;
            std::filesystem::copy(s.seed, home, std::filesystem::copy_options::recursive, error);
            if (error) {
                std::fprintf(stderr, "bench_launch: cannot copy %s: %s\n", s.seed.c_str(), error.message().c_str());
                return false;
            }
        }
        const Launch l = launch(s.program, home);
        if (!l.ok) {
            std::fprintf(stderr, "bench_launch: %s\n", l.problem.c_str());
            return false;
        }
        if (l.milliseconds < 0) {
            std::fprintf(stderr, "bench_launch: %s wrote no first frame (first-frame-steady-ns) on its standard output\n",
                         s.program.c_str());
            return false;
        }
        if (timed) {
            s.milliseconds.push_back(l.milliseconds);
            s.exitMilliseconds.push_back(l.exitMilliseconds);
            s.cpuMilliseconds.push_back(l.cpuMilliseconds);
            s.peakKiB.push_back(l.peakKiB);
        }
        return true;
    };

    std::printf("bench_launch: %d launches each, alternating, QT_QPA_PLATFORM=offscreen\n  app:    %s\n  bare:   %s\n"
                "  resume: the app, resuming a battle of %d actions\n",
                runs, app.program.c_str(), bare.program.c_str(), resumeActions);
    bool ok = run(bare, false) && run(app, false) && run(resume, false); // warm the file cache
    for (int i = 0; ok && i < runs; ++i)
        ok = run(bare, true) && run(app, true) && run(resume, true);
    std::string cleanup = std::string("rm -rf '") + scratch + "'";
    if (std::system(cleanup.c_str()) != 0)
        std::fprintf(stderr, "bench_launch: could not remove %s\n", scratch);
    if (!ok)
        return 1;

    report(bare);
    report(app);
    report(resume);
    const auto ratios = [&bare](const Series &s) {
        std::printf("ratio %s / bare: launch %.2f×, processor time %.2f×, peak memory %.2f×\n", s.name.c_str(),
                    median(s.milliseconds) / median(bare.milliseconds), median(s.cpuMilliseconds) / median(bare.cpuMilliseconds),
                    static_cast<double>(median(s.peakKiB)) / static_cast<double>(median(bare.peakKiB)));
    };
    ratios(resume);
    ratios(app);
    std::printf("ratio: %.2f\n", median(app.milliseconds) / median(bare.milliseconds));
    return 0;
}
