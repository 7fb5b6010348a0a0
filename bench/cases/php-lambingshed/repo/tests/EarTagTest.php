<?php

declare(strict_types=1);

namespace Lambing\Tests;

use InvalidArgumentException;
use Lambing\EarTag;
use PHPUnit\Framework\TestCase;

final class EarTagTest extends TestCase
{
    public function testParsesWithOrWithoutSpaces(): void
    {
        $tag = EarTag::parse('UK0 541203 00042');
        self::assertSame('541203', $tag->flockMark);
        self::assertSame(42, $tag->individual);
        self::assertTrue($tag->equals(EarTag::parse('uk054120300042')));
        self::assertTrue($tag->equals(EarTag::parse('UK0-541203-00042')));
    }

    public function testPrintsInTheStandardForm(): void
    {
        self::assertSame('UK0 541203 00042', (string) EarTag::of('541203', 42));
    }

    public function testManagementNumberIsTheLastFourDigits(): void
    {
        self::assertSame('0042', EarTag::of('541203', 42)->managementNumber());
        self::assertSame('2345', EarTag::of('541203', 12345)->managementNumber());
    }

    public function testNextTag(): void
    {
        self::assertSame('UK0 541203 00100', (string) EarTag::of('541203', 99)->next());
    }

    public function testRejectsOtherCountries(): void
    {
        $this->expectException(InvalidArgumentException::class);
        EarTag::parse('IE0 541203 00042');
    }

    public function testRejectsShortFlockMark(): void
    {
        $this->expectException(InvalidArgumentException::class);
        EarTag::of('54120', 1);
    }

    public function testRejectsIndividualNumberZero(): void
    {
        $this->expectException(InvalidArgumentException::class);
        EarTag::of('541203', 0);
    }
}
