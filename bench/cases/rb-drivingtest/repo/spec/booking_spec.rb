# frozen_string_literal: true

RSpec.describe Drivingtest::Booking do
  let(:centre) { Drivingtest::Centre.new("Wetherby") }
  let(:theory) do
    Drivingtest::Theory.new(candidate: "L. Byrne", taken_on: d("2025-11-03"), multiple_choice: 47, hazard_perception: 58)
  end
  let!(:slots) { centre.add_day(d("2026-03-18"), "DE 114") }
  let(:slot) { slots[1] }

  def book(slot = self.slot, **opts)
    described_class.book(centre, slot, candidate: "L. Byrne", theory: theory, booked_on: d("2026-02-02"), **opts)
  end

  describe ".book" do
    it "takes the slot and charges the fee for its time" do
      booking = book
      expect(slot.free?).to be false
      expect(slot.candidate).to eq("L. Byrne")
      expect(booking.fee).to eq(6_200)
      expect(booking.booked?).to be true
    end

    it "refuses a slot that is taken" do
      book
      expect { book }.to raise_error(Drivingtest::BookingError, /already taken/)
    end

    it "refuses a candidate without a theory pass" do
      expect do
        described_class.book(centre, slot, candidate: "L. Byrne", theory: nil, booked_on: d("2026-02-02"))
      end.to raise_error(Drivingtest::BookingError, /theory/)
    end

    it "refuses a theory pass that will have expired" do
      old = Drivingtest::Theory.new(candidate: "L. Byrne", taken_on: d("2024-03-18"), multiple_choice: 44,
                                    hazard_perception: 50)
      expect do
        described_class.book(centre, slot, candidate: "L. Byrne", theory: old, booked_on: d("2026-02-02"))
      end.to raise_error(Drivingtest::BookingError, /theory/)
    end

    it "makes a candidate who failed wait ten working days" do
      expect(described_class.earliest_retest(centre.calendar, d("2026-03-04"))).to eq(d("2026-03-18"))
      expect { book(last_test_failed_on: d("2026-03-05")) }.to raise_error(Drivingtest::BookingError, /retest/)
      expect { book(last_test_failed_on: d("2026-03-04")) }.not_to raise_error
    end
  end

  describe "#notice_days" do
    it "counts the working days strictly between the notice and the test" do
      booking = book
      expect(booking.notice_days(d("2026-03-12"))).to eq(3)
      expect(booking.notice_days(d("2026-03-13"))).to eq(2)
      expect(booking.notice_days(d("2026-03-17"))).to eq(0)
    end
  end

  describe "#cancel" do
    it "refunds the fee with three clear working days' notice" do
      booking = book
      expect(booking.cancel(d("2026-03-12"))).to eq(6_200)
      expect(booking.cancelled?).to be true
      expect(slot.free?).to be true
      expect(booking.fee_kept).to eq(0)
    end

    it "keeps the fee with only two clear working days' notice" do
      booking = book
      expect(booking.cancel(d("2026-03-13"))).to eq(0)
      expect(booking.fee_kept).to eq(6_200)
      expect(slot.free?).to be true
    end

    it "cannot cancel twice" do
      booking = book
      booking.cancel(d("2026-03-02"))
      expect { booking.cancel(d("2026-03-03")) }.to raise_error(Drivingtest::BookingError, /cancelled/)
    end

    it "cannot cancel on the day" do
      booking = book
      expect { booking.cancel(d("2026-03-18")) }.to raise_error(Drivingtest::BookingError, /started/)
    end
  end
end
