# frozen_string_literal: true

RSpec.describe Pharmacy::Label do
  describe ".directions" do
    it "expands dose, unit, route and frequency" do
      expect(described_class.directions("1 tab po bid")).to eq("Take 1 tablet by mouth twice daily")
      expect(described_class.directions("2 CAP PO TID")).to eq("Take 2 capsules by mouth three times daily")
      expect(described_class.directions("2 puff inh qid")).to eq("Inhale 2 puffs by inhalation four times daily")
      expect(described_class.directions("7.5 ml po daily")).to eq("Take 7.5 mL by mouth once daily")
    end

    it "rejects shorthand it does not know" do
      expect { described_class.directions("tab po bid") }.to raise_error(ArgumentError, /dose/)
      expect { described_class.directions("1 drop po bid") }.to raise_error(ArgumentError, /unit/)
      expect { described_class.directions("1 tab iv bid") }.to raise_error(ArgumentError, /route/)
      expect { described_class.directions("1 tab po q2h") }.to raise_error(ArgumentError, /frequency/)
    end
  end

  describe ".render" do
    it "prints the bottle label" do
      rx = Pharmacy::Prescription.new(number: "R7", patient: "Ada Moss", drug: tramadol, quantity: 30,
                                      days_supply: 15, sig: "1 tab po bid", written_on: Date.new(2024, 3, 1),
                                      refills: 1)
      fill = rx.record_fill(filled_on: Date.new(2024, 3, 4), lots: [])
      expect(described_class.render(rx, fill, pharmacy_name: "Quay Street Pharmacy")).to eq(<<~LABEL.chomp)
        Quay Street Pharmacy
        Rx R7  04 Mar 2024
        Ada Moss
        Tramadol 50 mg  Qty 30 tablets
        Take 1 tablet by mouth twice daily
        Refills left: 1
        Do not use after 28 Aug 2024
      LABEL
    end
  end
end
