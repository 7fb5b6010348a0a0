<?php

declare(strict_types=1);

use Moorside\BirdSurvey\Observation;
use PHPUnit\Framework\TestCase;

final class ObservationTest extends TestCase
{
    public function testParse(): void
    {
        $obs = Observation::parse(' 3  mp 2 1 ');
        self::assertSame([3, 'MP', 2, '1'], [$obs->section, $obs->code, $obs->count, $obs->band]);
        self::assertTrue($obs->counted());
        self::assertFalse(Observation::parse('4 LI 3 f')->counted());
    }

    /** @return array<string, array{string}> */
    public static function badLines(): array
    {
        return [
            'section 11' => ['11 MP 1 1'],
            'unknown code' => ['2 ZZ 1 1'],
            'no birds' => ['2 MP 0 1'],
            'band 4' => ['2 MP 1 4'],
            'missing band' => ['2 MP 1'],
        ];
    }

    /** @dataProvider badLines */
    public function testRefuses(string $line): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Observation::parse($line);
    }
}
