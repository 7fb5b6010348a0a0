<?php

declare(strict_types=1);

use Pennant\Cattery\PeakSeasons;
use PHPUnit\Framework\TestCase;

final class PeakSeasonsTest extends TestCase
{
    /** @return array<string, array{string, bool}> */
    public static function nights(): array
    {
        return [
            'Easter' => ['2026-04-01', true],
            'early June' => ['2026-06-10', false],
            'first night of summer' => ['2026-07-22', true],
            'last night of summer' => ['2026-09-01', true],
            'term starts' => ['2026-09-02', false],
            'New Year' => ['2027-01-01', true],
        ];
    }

    /** @dataProvider nights */
    public function testIsPeak(string $night, bool $peak): void
    {
        $this->assertSame($peak, PeakSeasons::isPeak(new DateTimeImmutable($night)));
    }
}
