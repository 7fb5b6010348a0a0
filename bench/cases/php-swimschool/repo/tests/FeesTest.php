<?php

declare(strict_types=1);

namespace Swimschool\Tests;

use PHPUnit\Framework\TestCase;
use Swimschool\Fees;

final class FeesTest extends TestCase
{
    public function testEachSwimmerPaysTheTermsLessonsAndSiblingsHaveTheDiscount(): void
    {
        self::assertSame([
            'Ada Penrose' => 10450,
            'Ben Penrose' => 8415,
            'Cara Nance' => 8910,
            'Dev Nance' => 10450,
            'Ella Hocking' => 9900,
            'Finn Trewin' => 9350,
        ], Fees::forTerm(SchoolFixture::enrolled()));
    }

    public function testAFamilyPaysForAllItsChildren(): void
    {
        $enrolments = SchoolFixture::enrolled();
        self::assertSame(18865, Fees::familyTotal($enrolments, 'Penrose'));
        self::assertSame(9900, Fees::familyTotal($enrolments, 'Hocking'));
        self::assertSame(0, Fees::familyTotal($enrolments, 'Rowe'));
    }
}
