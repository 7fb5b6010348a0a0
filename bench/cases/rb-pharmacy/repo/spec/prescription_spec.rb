# frozen_string_literal: true

RSpec.describe Pharmacy::Prescription do
  let(:written) { Date.new(2024, 3, 1) }

  def rx(drug, refills: 2, quantity: 60, days_supply: 30)
    described_class.new(number: "R100", patient: "Ada Moss", drug: drug, quantity: quantity,
                        days_supply: days_supply, sig: "1 tab po bid", written_on: written, refills: refills)
  end

  describe "#refills_authorized" do
    it "is what the prescriber wrote for ordinary drugs" do
      expect(rx(metformin, refills: 5).refills_authorized).to eq(5)
    end

    it "is capped at five for schedule III-V and zero for schedule II" do
      expect(rx(tramadol, refills: 8).refills_authorized).to eq(5)
      expect(rx(oxycodone, refills: 3).refills_authorized).to eq(0)
    end
  end

  describe "#expires_on" do
    it "is a year for ordinary drugs, 180 days for III-V and 90 days for II" do
      expect(rx(metformin).expires_on).to eq(Date.new(2025, 3, 1))
      expect(rx(tramadol).expires_on).to eq(Date.new(2024, 8, 28))
      expect(rx(oxycodone).expires_on).to eq(Date.new(2024, 5, 30))
    end
  end

  describe "#refill_due_on" do
    it "is the day written before the first fill" do
      expect(rx(metformin).refill_due_on).to eq(written)
    end

    it "is three quarters of the way through the last fill's supply" do
      p = rx(metformin)
      p.record_fill(filled_on: Date.new(2024, 3, 2), lots: [])
      expect(p.refill_due_on).to eq(Date.new(2024, 3, 24))
    end

    it "scales the supply of a partial fill" do
      p = rx(metformin)
      fill = p.record_fill(filled_on: Date.new(2024, 3, 2), lots: [], quantity: 20)
      expect(fill.days_supply).to eq(10)
      expect(p.refill_due_on).to eq(Date.new(2024, 3, 9))
    end
  end

  describe "#check_fillable!" do
    it "allows the first fill on the day written" do
      expect(rx(metformin).check_fillable!(written)).to be(true)
    end

    it "refuses a fill before the prescription was written" do
      expect { rx(metformin).check_fillable!(written - 1) }
        .to raise_error(Pharmacy::RefillRefused) { |e| expect(e.reason).to eq(:not_yet_written) }
    end

    it "refuses an expired prescription" do
      expect { rx(oxycodone).check_fillable!(Date.new(2024, 6, 1)) }
        .to raise_error(Pharmacy::RefillRefused, /expired on 2024-05-30/)
    end

    it "refuses once the refills are used up" do
      p = rx(metformin, refills: 1)
      p.record_fill(filled_on: Date.new(2024, 3, 1), lots: [])
      p.record_fill(filled_on: Date.new(2024, 3, 25), lots: [])
      expect(p.refills_remaining).to eq(0)
      expect { p.check_fillable!(Date.new(2024, 5, 1)) }
        .to raise_error(Pharmacy::RefillRefused) { |e| expect(e.reason).to eq(:no_refills_left) }
    end

    it "refuses a refill that is too early" do
      p = rx(metformin)
      p.record_fill(filled_on: Date.new(2024, 3, 1), lots: [])
      expect { p.check_fillable!(Date.new(2024, 3, 20)) }
        .to raise_error(Pharmacy::RefillRefused, /due on 2024-03-23/)
    end
  end
end
