import { useState } from 'react';
import Button from '@mui/material/Button';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { Order } from '../orderState';
import { printReceipt, receiptPdfUrl } from '../api';
import { printJobsKey } from './PrintJobs';

/** Prints the receipt HTML from a hidden frame (the browser's print dialog, 80 mm layout). */
function printHtml(html: string) {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  frame.srcdoc = html;
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 60_000);
  };
  document.body.appendChild(frame);
}

/**
 * 'Beleg drucken': the branch's receipt printers get it ('An 2 Drucker gesendet.'); without a printer the browser
 * prints the receipt as before. 'Beleg konnte nicht gedruckt werden.' (or the server's reason) when it fails.
 */
export function ReceiptButtons({ order }: { order: Order }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      const receipt = await printReceipt(order.id);
      const printers = new Set(receipt.printJobs.map((job) => job.device)).size;
      if (printers > 0) {
        notify('resources.print-jobs.sent', { type: 'success', messageArgs: { smart_count: printers } });
        await queryClient.invalidateQueries({ queryKey: printJobsKey(order.id) });
      } else {
        printHtml(receipt.html);
      }
    } catch (error) {
      notify((error as Error).message || 'resources.orders.messages.printFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button startIcon={<PrintIcon />} onClick={print} disabled={busy}>
        {translate('resources.orders.actions.printReceipt')}
      </Button>
      <Button startIcon={<PictureAsPdfIcon />} href={receiptPdfUrl(order.id)} target="_blank" rel="noopener">
        {translate('resources.orders.actions.receiptPdf')}
      </Button>
    </>
  );
}
