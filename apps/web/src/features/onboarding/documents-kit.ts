import type { ComponentType } from 'react';
import type { ChosenDocument } from './wizard-steps.ts';

/*
 * Features do not import each other: the route module hands the wizard the documents feature's picker,
 * progress list and upload runner through this shape.
 */

export type KitUploadStatus = 'pending' | 'uploading' | 'done' | 'error';

export interface KitUploadItem {
  documentType: string;
  label: string;
  fileName: string;
  status: KitUploadStatus;
  progress: number;
  message?: string;
}

export interface DocumentsKit {
  Picker: ComponentType<{
    value: readonly ChosenDocument[];
    onChange: (next: ChosenDocument[]) => void;
    disabled?: boolean;
  }>;
  ProgressList: ComponentType<{ items: readonly KitUploadItem[] }>;
  uploads: {
    items: KitUploadItem[];
    /** Uploads to the application; failures are reported in the items, never thrown. */
    run: (applicationId: string, documents: readonly ChosenDocument[]) => Promise<KitUploadItem[]>;
    reset: () => void;
  };
  /** The document type's name, for the review. */
  labelOf: (documentType: string) => string;
}
