<?php

declare(strict_types=1);

namespace Harbour\Bookings;

use DateTimeImmutable;
use InvalidArgumentException;

/** Reads the booking engine's export: reference,guest,room type,check-in (Y-m-d),nights, with a header line. */
final class CsvImport
{
    public const ROOM_TYPES = ['single', 'double', 'harbour-view', 'suite'];

    /** @var list<Booking> */
    public array $bookings = [];

    /** @var array<int, string> line number => why it was not imported */
    public array $rejected = [];

    public static function fromString(string $csv): self
    {
        $import = new self();
        $lines = preg_split('/\R/', trim($csv)) ?: [];
        foreach (array_slice($lines, 1) as $i => $line) {
            $lineNo = $i + 2;
            try {
                $import->bookings[] = self::booking(str_getcsv($line));
            } catch (InvalidArgumentException $e) {
                $import->rejected[$lineNo] = $e->getMessage();
            }
        }
        return $import;
    }

    /** @param array<int, string|null> $fields */
    private static function booking(array $fields): Booking
    {
        if (count($fields) !== 5) {
            throw new InvalidArgumentException('expected 5 fields, got ' . count($fields));
        }
        [$ref, $guest, $room, $checkIn, $nights] = array_map(static fn ($f) => trim((string) $f), $fields);
        if (!in_array($room, self::ROOM_TYPES, true)) {
            throw new InvalidArgumentException("unknown room type '$room'");
        }
        $date = DateTimeImmutable::createFromFormat('!Y-m-d', $checkIn);
        if ($date === false) {
            throw new InvalidArgumentException("bad check-in date '$checkIn'");
        }
        if (!ctype_digit($nights) || (int) $nights < 1) {
            throw new InvalidArgumentException("bad number of nights '$nights'");
        }
        return new Booking(Reference::parse($ref), $guest, $room, $date, (int) $nights);
    }
}
