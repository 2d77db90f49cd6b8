#include "record_file.h"

#include "record.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tidepool {

namespace {

using Problem = RecordFileBytes::Problem;

RecordFileBytes failed(Problem problem, int error = 0)
{
    RecordFileBytes result;
    result.problem = problem;
    result.error = error;
    return result;
}

/// Closes the descriptor when it goes out of scope.
struct Descriptor
{
    int fd = -1;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

RecordFileBytes readRecordFile(const std::string& path)
{
    // O_NONBLOCK: opening a FIFO for reading returns at once instead of waiting for a writer;
    // O_NOCTTY: a terminal device never becomes our controlling terminal. Both checked below.
    Descriptor file;
    do
        file.fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    while (file.fd < 0 && errno == EINTR);
    if (file.fd < 0)
        return errno == ENOENT ? failed(Problem::missing) : failed(Problem::cannotOpen, errno);
    struct stat info{};
    if (::fstat(file.fd, &info) != 0)
        return failed(Problem::cannotRead, errno);
    if (S_ISDIR(info.st_mode))
        return failed(Problem::folder);
    if (!S_ISREG(info.st_mode))
        return failed(Problem::notRegular);
    // A regular file: reads block (briefly) as usual; O_NONBLOCK had no effect on it.
    const int flags = ::fcntl(file.fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(file.fd, F_SETFL, flags & ~O_NONBLOCK);
    RecordFileBytes result;
    const std::size_t limit = kMaxRecordBytes + 1;
    result.bytes.resize(std::min<std::size_t>(limit, info.st_size > 0 ? std::size_t(info.st_size) + 1 : 4096));
    std::size_t read = 0;
    for (;;) {
        if (read == result.bytes.size()) {
            if (read >= limit)
                break;
            result.bytes.resize(std::min(limit, read * 2));
        }
        const ssize_t n = ::read(file.fd, result.bytes.data() + read, result.bytes.size() - read);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return failed(Problem::cannotRead, errno);
        if (n == 0)
            break;
        read += std::size_t(n);
    }
    result.bytes.resize(read);
    return result;
}

std::string recordFileMessage(const RecordFileBytes& result, const std::string& shown)
{
    switch (result.problem) {
    case Problem::none: return {};
    case Problem::missing: return shown + ": no such file";
    case Problem::folder: return shown + ": is a folder, not a record file";
    case Problem::notRegular: return shown + ": not a regular file (a pipe or a device can't hold a saved game)";
    case Problem::cannotOpen: return shown + ": cannot open the file (" + std::strerror(result.error) + ")";
    case Problem::cannotRead: return shown + ": cannot read the file (" + std::strerror(result.error) + ")";
    }
    return {};
}

} // namespace tidepool
