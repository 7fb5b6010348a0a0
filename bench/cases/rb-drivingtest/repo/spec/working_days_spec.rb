# frozen_string_literal: true

RSpec.describe Drivingtest::WorkingDays do
  subject(:calendar) { described_class.new }

  describe "#working_day?" do
    it "is true on an ordinary weekday" do
      expect(calendar.working_day?(d("2026-03-18"))).to be true
    end

    it "is false at weekends" do
      expect(calendar.working_day?(d("2026-03-21"))).to be false
      expect(calendar.working_day?(d("2026-03-22"))).to be false
    end

    it "is false on bank holidays" do
      expect(calendar.working_day?(d("2026-04-03"))).to be false
      expect(calendar.working_day?(d("2026-12-28"))).to be false
    end

    it "takes its own holiday list" do
      cal = described_class.new(["2026-03-18"])
      expect(cal.working_day?(d("2026-03-18"))).to be false
      expect(cal.working_day?(d("2026-04-03"))).to be true
    end
  end

  describe "#add" do
    it "counts forward over a weekend" do
      expect(calendar.add(d("2026-03-19"), 2)).to eq(d("2026-03-23"))
    end

    it "skips the Easter bank holidays" do
      expect(calendar.add(d("2026-04-02"), 1)).to eq(d("2026-04-07"))
    end

    it "moves a non-working start to the next working day for zero" do
      expect(calendar.add(d("2026-03-21"), 0)).to eq(d("2026-03-23"))
    end

    it "refuses a negative count" do
      expect { calendar.add(d("2026-03-18"), -1) }.to raise_error(ArgumentError)
    end
  end

  describe "#between" do
    it "counts the end day but not the start day" do
      expect(calendar.between(d("2026-03-16"), d("2026-03-18"))).to eq(2)
    end

    it "is zero when the end is not after the start" do
      expect(calendar.between(d("2026-03-18"), d("2026-03-18"))).to eq(0)
      expect(calendar.between(d("2026-03-18"), d("2026-03-10"))).to eq(0)
    end

    it "leaves out weekends and holidays" do
      expect(calendar.between(d("2026-04-01"), d("2026-04-08"))).to eq(3)
    end
  end

  it "finds the next working day after a Friday" do
    expect(calendar.next_working_day(d("2026-03-20"))).to eq(d("2026-03-23"))
  end
end
