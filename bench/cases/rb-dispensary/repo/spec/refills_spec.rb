RSpec.describe Dispensary::Refills do
  let(:patient) { Dispensary::Patient.new(name: 'Beti George', born_on: Date.new(1949, 12, 5)) }
  let(:statin) do
    Dispensary::Medicine.new(name: 'Atorvastatin', strength: '20mg', form: 'tablet', pack_size: 28, pack_cost_pence: 110)
  end
  let(:inhaler_caps) do
    Dispensary::Medicine.new(name: 'Tiotropium', strength: '18mcg', form: 'capsule', pack_size: 30, pack_cost_pence: 3389)
  end
  let(:quantity) { 28 }
  let(:dose) { 1 }
  let(:repeats) { 3 }
  let(:prescription) do
    Dispensary::Prescription.new(patient: patient, medicine: statin, dose_per_day: dose, quantity: quantity,
                                 issued_on: Date.new(2026, 9, 1), repeats: repeats)
  end
  let(:dispensed_on) { Date.new(2026, 10, 5) }

  subject(:refills) { described_class.new(prescription) }

  describe '#runs_out_on' do
    it 'is the dispensing day plus the days of supply' do
      expect(refills.runs_out_on(dispensed_on)).to eq(Date.new(2026, 11, 2))
    end

    context 'when the quantity is not a whole number of days' do
      let(:quantity) { 30 }
      let(:dose) { 4 }

      it 'counts only the whole days covered' do
        expect(refills.runs_out_on(dispensed_on)).to eq(Date.new(2026, 10, 12))
      end
    end
  end

  describe '#orderable?' do
    it 'opens a week before the supply runs out' do
      expect(refills.orderable_from(dispensed_on)).to eq(Date.new(2026, 10, 26))
      expect(refills.orderable?(dispensed_on, Date.new(2026, 10, 25))).to be(false)
      expect(refills.orderable?(dispensed_on, Date.new(2026, 10, 26))).to be(true)
    end

    context 'with no repeats left' do
      let(:repeats) { 0 }

      it 'is never orderable' do
        expect(refills.orderable?(dispensed_on, Date.new(2026, 11, 30))).to be(false)
      end
    end
  end

  describe '.due' do
    let(:capsules) do
      Dispensary::Prescription.new(patient: patient, medicine: inhaler_caps, dose_per_day: 1, quantity: 30,
                                   issued_on: Date.new(2026, 9, 1), repeats: 11)
    end
    let(:twice_daily) do
      Dispensary::Prescription.new(patient: patient, medicine: statin, dose_per_day: 2, quantity: 25,
                                   issued_on: Date.new(2026, 9, 1), repeats: 2)
    end

    it 'lists the items that can be ordered today' do
      dispensed = { prescription => dispensed_on, capsules => Date.new(2026, 10, 20), twice_daily => Date.new(2026, 10, 22) }
      expect(described_class.due(dispensed, Date.new(2026, 10, 27))).to eq([prescription, twice_daily])
      expect(described_class.due(dispensed, Date.new(2026, 10, 28))).to eq([prescription, twice_daily])
    end

    it 'leaves out an item until its window opens' do
      dispensed = { twice_daily => Date.new(2026, 10, 22) }
      expect(described_class.due(dispensed, Date.new(2026, 10, 26))).to eq([])
    end
  end
end
