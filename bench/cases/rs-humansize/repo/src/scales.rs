pub(crate) static SCALE_DECIMAL: [&str; 9] = ["B", "kB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"];

pub(crate) static SCALE_DECIMAL_LONG: [&str; 9] = [
    "Bytes",
    "Kilobytes",
    "Megabytes",
    "Gigabytes",
    "Terabytes",
    "Petabytes",
    "Exabytes",
    "Zettabytes",
    "Yottabytes",
];

pub(crate) static SCALE_BINARY: [&str; 9] =
    ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"];

pub(crate) static SCALE_BINARY_LONG: [&str; 9] = [
    "Bytes",
    "Kibibytes",
    "Mebibytes",
    "Gibibytes",
    "Tebibytes",
    "Pebibytes",
    "Exbibytes",
    "Zebibytes",
    "Yobibytes",
];

pub(crate) static SCALE_DECIMAL_BIT: [&str; 9] = [
    "bits", "kbit", "Mbit", "Gbit", "Tbit", "Pbit", "Ebit", "Zbit", "Ybit",
];

pub(crate) static SCALE_DECIMAL_BIT_LONG: [&str; 9] = [
    "Bits",
    "Kilobits",
    "Megabits",
    "Gigabits",
    "Terabits",
    "Petabits",
    "Exabits",
    "Zettabits",
    "Yottabits",
];

pub(crate) static SCALE_BINARY_BIT: [&str; 9] = [
    "bits", "Kibit", "Mibit", "Gibit", "Tibit", "Pibit", "Eibit", "Zibit", "Yibit",
];

pub(crate) static SCALE_BINARY_BIT_LONG: [&str; 9] = [
    "bits", "Kibibits", "Mebibits", "Gibibits", "Tebibits", "Pebibits", "Exbibits", "Zebibits",
    "Yobibits",
];
