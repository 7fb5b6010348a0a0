<?php

declare(strict_types=1);

use Moorside\BirdSurvey\Report\SeasonReport;
use Moorside\BirdSurvey\Visit;
use PHPUnit\Framework\TestCase;

final class SeasonReportTest extends TestCase
{
    public function testReport(): void
    {
        $early = Visit::fromSheet((string) file_get_contents(__DIR__ . '/fixtures/early.txt'));
        $late = Visit::fromSheet((string) file_get_contents(__DIR__ . '/fixtures/late.txt'));
        $expected = <<<'TXT'
        Square SD7355, 2026
        Early 24 Apr (J. Hale), late 3 Jun (J. Hale)

        Species        Early  Late Season
        Blackbird          1     2      2
        Chaffinch          2     1      2
        Cuckoo             1     0      1
        Curlew             2     1      2
        Linnet             0     2      2
        Meadow Pipit       3     1      3
        Skylark            3     1      3
        Stonechat          0     2      2
        Song Thrush        1     0      1
        Whitethroat        0     3      3
        Wren               4     3      4
        Yellowhammer       1     2      2
        12 species, 27 birds
        TXT;
        self::assertSame($expected . "\n", (new SeasonReport('SD7355'))->render($early, $late));
    }
}
