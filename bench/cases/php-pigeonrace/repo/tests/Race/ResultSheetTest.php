<?php

declare(strict_types=1);

namespace PigeonRace\Tests\Race;

use DateTimeImmutable;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;
use PigeonRace\Race\Clocking;
use PigeonRace\Race\ResultRow;
use PigeonRace\Race\ResultSheet;
use PigeonRace\Tests\Fixtures;
use PigeonRace\Timing\ClockCheck;

final class ResultSheetTest extends TestCase
{
    public static function weymouthSheet(): ResultSheet
    {
        $sheet = new ResultSheet(Fixtures::weymouth());
        // Hartley's clock gained 45 s, Pryce's lost 20 s, Okonkwo's ran true.
        $sheet->addLoft(Fixtures::hartley(), new ClockCheck(
            new DateTimeImmutable('2024-06-14 20:00:00'),
            new DateTimeImmutable('2024-06-15 18:00:00'),
            new DateTimeImmutable('2024-06-15 18:00:45'),
        ));
        $sheet->addLoft(Fixtures::okonkwo(), Fixtures::trueClock('2024-06-14 20:15:00', '2024-06-15 18:10:00'));
        $sheet->addLoft(Fixtures::pryce(), new ClockCheck(
            new DateTimeImmutable('2024-06-14 19:30:00'),
            new DateTimeImmutable('2024-06-15 17:30:00'),
            new DateTimeImmutable('2024-06-15 17:29:40'),
        ));
        $sheet->clock(new Clocking('H07', 'GB24N01234', new DateTimeImmutable('2024-06-15 09:32:18')));
        $sheet->clock(new Clocking('H07', 'GB24N01240', new DateTimeImmutable('2024-06-15 09:35:02')));
        $sheet->clock(new Clocking('O12', 'GB23X55012', new DateTimeImmutable('2024-06-15 09:38:41')));
        $sheet->clock(new Clocking('P03', 'GB24B00777', new DateTimeImmutable('2024-06-15 09:28:55')));
        $sheet->clock(new Clocking('P03', 'GB22B00310', new DateTimeImmutable('2024-06-15 09:41:07')));

        return $sheet;
    }

    public static function tarbesSheet(): ResultSheet
    {
        $sheet = new ResultSheet(Fixtures::tarbes());
        $sheet->addLoft(Fixtures::hartley(), new ClockCheck(
            new DateTimeImmutable('2024-07-05 19:00:00'),
            new DateTimeImmutable('2024-07-07 19:00:00'),
            new DateTimeImmutable('2024-07-07 19:01:10'),
        ));
        $sheet->addLoft(Fixtures::okonkwo(), Fixtures::trueClock('2024-07-05 19:20:00', '2024-07-07 18:00:00'));
        $sheet->addLoft(Fixtures::pryce(), Fixtures::trueClock('2024-07-05 18:40:00', '2024-07-07 18:30:00'));
        $sheet->clock(new Clocking('H07', 'GB23N07781', new DateTimeImmutable('2024-07-07 07:48:12')));
        $sheet->clock(new Clocking('O12', 'GB22X41100', new DateTimeImmutable('2024-07-06 21:40:05')));
        $sheet->clock(new Clocking('P03', 'GB23B00912', new DateTimeImmutable('2024-07-07 10:02:30')));

        return $sheet;
    }

    /**
     * @param list<ResultRow> $rows
     * @return list<array{int, string, float}>
     */
    private static function summary(array $rows): array
    {
        return array_map(static fn (ResultRow $r): array => [$r->position, $r->ring, $r->velocity], $rows);
    }

    public function testSprintResult(): void
    {
        self::assertSame([
            [1, 'GB24N01234', 1684.006],
            [2, 'GB24B00777', 1659.844],
            [3, 'GB24N01240', 1651.025],
            [4, 'GB23X55012', 1649.609],
            [5, 'GB22B00310', 1521.46],
        ], self::summary(self::weymouthSheet()->rows()));
    }

    public function testArrivalsAreCorrectedForTheClock(): void
    {
        $arrivals = [];
        foreach (self::weymouthSheet()->rows() as $row) {
            $arrivals[$row->ring] = $row->arrivedAt->format('H:i:s');
        }

        self::assertSame('09:31:50', $arrivals['GB24N01234']);
        self::assertSame('09:29:08', $arrivals['GB24B00777']);
        self::assertSame('09:38:41', $arrivals['GB23X55012']);
    }

    public function testOvernightResult(): void
    {
        self::assertSame([
            [1, 'GB22X41100', 1272.993],
            [2, 'GB23N07781', 1078.281],
            [3, 'GB23B00912', 950.483],
        ], self::summary(self::tarbesSheet()->rows()));
    }

    public function testWinningVelocity(): void
    {
        self::assertSame(1272.993, self::tarbesSheet()->winningVelocity());
        self::assertNull((new ResultSheet(Fixtures::tarbes()))->winningVelocity());
    }

    public function testEqualVelocitiesSharePosition(): void
    {
        $sheet = new ResultSheet(Fixtures::weymouth());
        $sheet->addLoft(Fixtures::hartley(), Fixtures::trueClock('2024-06-14 20:00:00', '2024-06-15 18:00:00'));
        $sheet->clock(new Clocking('H07', 'GB24N01250', new DateTimeImmutable('2024-06-15 09:40:00')));
        $sheet->clock(new Clocking('H07', 'GB24N01249', new DateTimeImmutable('2024-06-15 09:40:00')));
        $sheet->clock(new Clocking('H07', 'GB24N01260', new DateTimeImmutable('2024-06-15 09:45:00')));

        $rows = $sheet->rows();

        self::assertSame([1, 1, 3], array_map(static fn (ResultRow $r): int => $r->position, $rows));
        self::assertSame('GB24N01249', $rows[0]->ring);
    }

    public function testUnknownLoftIsRejected(): void
    {
        $this->expectException(InvalidArgumentException::class);
        (new ResultSheet(Fixtures::weymouth()))->clock(
            new Clocking('Z99', 'GB24N09999', new DateTimeImmutable('2024-06-15 09:00:00')),
        );
    }

    public function testRingClockedTwiceIsRejected(): void
    {
        $sheet = self::weymouthSheet();

        $this->expectException(InvalidArgumentException::class);
        $sheet->clock(new Clocking('O12', 'GB24N01234', new DateTimeImmutable('2024-06-15 09:50:00')));
    }
}
