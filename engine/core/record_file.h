#pragma once
// Reading a record file from disk: the one way tidepool-cli and the app open one. Only a regular
// file is read, and opening never waits: a FIFO (which waits for a writer for ever when opened
// plainly) or a device (which may never end) is refused at once.
#include <string>

namespace tidepool {

/// What reading a record file found; `bytes` holds the file's bytes only when `problem` is none.
struct RecordFileBytes
{
    enum class Problem {
        none,        ///< read: `bytes` is the file (at most kMaxRecordBytes + 1 bytes of it)
        missing,     ///< no such file (ENOENT, or a dangling link)
        folder,      ///< a directory
        notRegular,  ///< a FIFO, a socket or a device
        cannotOpen,  ///< open() failed otherwise (`error`: EACCES, ELOOP...)
        cannotRead,  ///< fstat() or read() failed (`error`: EIO...)
    };
    Problem problem = Problem::none;
    int error = 0; ///< the errno of cannotOpen and cannotRead, else 0
    std::string bytes;
};

/// Reads the record file at `path` (a local file system path, UTF-8 or the locale's bytes as the
/// OS takes them): opened non-blocking (O_NONBLOCK, so that a FIFO without a writer can't hold
/// the caller), then checked on the open descriptor (fstat: no window between a check and the
/// open for the file to be swapped) and refused unless it is a regular file; then at most
/// kMaxRecordBytes + 1 bytes are read (engine/core/record.h: a longer file, or an endless one, is
/// never read whole, and Record::parse refuses it with tooLargeMessage()). Never throws; the
/// result says what went wrong (recordFileMessage() words it).
RecordFileBytes readRecordFile(const std::string& path);

/// One English sentence for a failed readRecordFile(): "<shown>: no such file", "<shown>: is a
/// folder, not a record file", "<shown>: not a regular file (a pipe or a device can't hold a
/// saved game)", "<shown>: cannot open the file (Permission denied)", "<shown>: cannot read the
/// file (Input/output error)"; `shown` is the path as it may be shown (echoed()). "" when nothing
/// went wrong. (The app words the same cases in the player's language: app/storage/recordio.cpp.)
std::string recordFileMessage(const RecordFileBytes& result, const std::string& shown);

} // namespace tidepool
